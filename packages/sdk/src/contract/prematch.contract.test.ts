import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, TEST_WORLD_SEED, type Sandbox } from '@oyna/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../feed/shared/feed.constants';
import { prematchOf } from '../feed/prematch/prematch.store';
import { TOP_LEAGUES } from '../feed/prematch/topLeagues.calc';
import { OfflineWebSocket } from '../platform/offlineWebSocket';
import { createTestClient } from '../test/testClient';
import { until } from '../test/until';

// The prematch store against the operator's real back end: what a bettor sees, from the SDK's side.

const folder = mkdtempSync(join(tmpdir(), 'oyna-prematch-contract-'));
let sandbox: Sandbox;
beforeAll(async () => {
  // The store measures the time filter from the device's clock: the world's clock is set to it.
  sandbox = await createSandbox({
    worldSeed: TEST_WORLD_SEED,
    dbPath: join(folder, 'sandbox.sqlite'),
    liveTickMs: 0,
    clockStart: new Date().toISOString(),
    clockFrozen: true,
  });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(folder, { recursive: true, force: true });
});

function prematchClient(locale = 'tr') {
  const harness = createTestClient({
    locale,
    apiBase: `${sandbox.url}/api/`,
    sbApiBase: `${sandbox.url}/sbapi/api/`,
    platform: { WebSocket: OfflineWebSocket as unknown as typeof WebSocket },
  });
  return { ...harness, prematch: prematchOf(harness.client) };
}

describe('prematch on the sandbox', () => {
  it('finds every Top League in the tree, in the fixed order', async () => {
    const { prematch } = prematchClient('en');
    prematch.$topLeagues.listen(() => {});
    await until(() => prematch.$tree.get().length > 0);
    expect(prematch.$topLeagues.get().map((league) => league.name)).toEqual(TOP_LEAGUES.map((league) => league.name));
  });

  it('shows a selected competition with as many matches as the 24H count promised', async () => {
    const { prematch } = prematchClient();
    prematch.$selected.listen(() => {});
    prematch.setTimeFilter(24);
    await until(() => !prematch.$treeLoading.get() && prematch.$topLeagues.get().length > 0);
    const premierLeague = prematch.$topLeagues.get().find((league) => league.name === 'Premier League')!;
    expect(premierLeague.count).toBeGreaterThan(0);

    prematch.selectCompetition(premierLeague);
    await until(() => prematch.$selected.get()[0]?.loading === false);
    expect(prematch.$selected.get()[0]!.data).toHaveLength(premierLeague.count);
  });

  it('finds İstanbul teams from lower-case istanbul after the debounce', async () => {
    const { prematch, tick } = prematchClient();
    prematch.searchTeam('istanbul');
    tick(SEARCH_DEBOUNCE_MS);
    await until(() => prematch.$search.get().status === 'done');
    const teams = prematch.$search.get().results.flatMap((result) => [result.homeName, result.awayName]);
    expect(teams.some((team) => team.startsWith('İstanbul'))).toBe(true);
  });

  it('opens a search hit’s detail with every market', async () => {
    const { prematch, tick } = prematchClient('en');
    prematch.searchTeam('Galatasaray');
    tick(SEARCH_DEBOUNCE_MS);
    await until(() => prematch.$search.get().status === 'done');
    const hit = prematch.$search.get().results[0]!;
    await prematch.openDetail(hit.id);
    const detail = prematch.$detail.get();
    expect(detail.status).toBe('ready');
    if (detail.status !== 'ready') return;
    expect(detail.value.homeName).toBe(hit.homeName);
    expect(detail.value.markets.map((market) => market.name)).toContain('Match Result');
  });
});
