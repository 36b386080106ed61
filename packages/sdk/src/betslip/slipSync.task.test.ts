import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../platform/storage.keys';
import { SB_API, envelope, useFakeApi } from '../test/fakeApi';
import { createTestClient } from '../test/testClient';
import { valueWhere } from '../test/valueWhere';
import { betslipOdd } from './betslip.fixtures';
import type { BetslipData } from './betslip.schema';
import type { PendingToggle } from './pendingToggles.calc';
import { createSlipSync } from './slipSync.task';

const api = useFakeApi();
const { http, HttpResponse } = api;

const slipOf = (...oddIds: number[]): BetslipData => ({ oddList: oddIds.map((oddId) => betslipOdd(oddId)), multipleBet: null });

function setup() {
  const server: number[] = [];
  const log: string[] = [];
  api.server.use(
    http.post(`${SB_API}sportsbook/toggleOdd`, async ({ request }) => {
      const { oddId } = (await request.json()) as { oddId?: number };
      log.push(`toggle ${oddId ?? 'all'}`);
      if (oddId === undefined) server.length = 0;
      else if (server.includes(oddId)) server.splice(server.indexOf(oddId), 1);
      else server.push(oddId);
      return HttpResponse.json(envelope(slipOf(...server)));
    }),
    http.get(`${SB_API}sportsbook/betslip`, () => {
      log.push('load');
      return HttpResponse.json(envelope(slipOf(...server)));
    }),
  );
  const harness = createTestClient();
  const $pending = atom<readonly PendingToggle[]>([]);
  const $accepted = atom<BetslipData | null>(null);
  const errors: unknown[] = [];
  const sync = createSlipSync(
    harness.client,
    $pending,
    () => undefined,
    (slip) => $accepted.set(slip),
    (error) => errors.push(error),
  );
  const draft = (oddId: number) => ({ oddId, isLive: false });
  return { ...harness, sync, $pending, $accepted, log, errors, draft };
}

describe('the slip’s conversation with the server', () => {
  it("sends the player's changes one at a time, in order, and tells other tabs after each", async () => {
    const { sync, $pending, $accepted, log, draft, client } = setup();
    const revisions: (string | null)[] = [];
    $accepted.listen(() => queueMicrotask(() => revisions.push(client.storage.readText(StorageKey.betslipRevision))));
    sync.change({ kind: 'odd', want: 'in', draft: draft(1), sent: false });
    sync.change({ kind: 'odd', want: 'in', draft: draft(2), sent: false });
    expect($pending.get()).toHaveLength(2);

    await valueWhere($pending, (pending) => pending.length === 0);
    expect(log).toEqual(['toggle 1', 'toggle 2']);
    expect($accepted.get()).toEqual(slipOf(1, 2));
    expect(revisions).toHaveLength(2);
    expect(new Set(revisions).size).toBe(2);
    expect(revisions).not.toContain(null);

    // Emptying the slip drops what was not sent yet.
    sync.change({ kind: 'odd', want: 'in', draft: draft(3), sent: false });
    sync.change({ kind: 'clear', sent: false });
    await valueWhere($pending, (pending) => pending.length === 0);
    expect(log).toEqual(['toggle 1', 'toggle 2', 'toggle all']);
    expect($accepted.get()).toEqual(slipOf());
  });

  it('drops a change the player undid before it was sent', async () => {
    const { sync, $pending, log, draft } = setup();
    sync.change({ kind: 'odd', want: 'in', draft: draft(1), sent: false });
    sync.change({ kind: 'odd', want: 'out', draft: draft(1), sent: false });
    expect($pending.get()).toEqual([]);
    sync.change({ kind: 'odd', want: 'in', draft: draft(2), sent: false });
    await valueWhere($pending, (pending) => pending.length === 0);
    expect(log).toEqual(['toggle 2']);
  });

  it('holds a load asked for while changes are on their way and reloads once they are done', async () => {
    const { sync, $pending, $accepted, log, draft } = setup();
    sync.change({ kind: 'odd', want: 'in', draft: draft(5), sent: false });
    await sync.load();
    expect(log).toEqual([]);

    await valueWhere($accepted, (slip) => slip !== null && log.includes('load'));
    expect(log).toEqual(['toggle 5', 'load']);
    expect($pending.get()).toEqual([]);
    expect($accepted.get()).toEqual(slipOf(5));
  });

  it('reports a change the server refused and goes on with the next', async () => {
    const { sync, $pending, log, errors, draft } = setup();
    api.server.use(
      http.post(`${SB_API}sportsbook/toggleOdd`, async ({ request }) => {
        const { oddId } = (await request.json()) as { oddId: number };
        log.push(`toggle ${oddId}`);
        return oddId === 1
          ? HttpResponse.json(envelope(null, 'Event is over', false))
          : HttpResponse.json(envelope(slipOf(oddId)));
      }),
    );
    sync.change({ kind: 'odd', want: 'in', draft: draft(1), sent: false });
    sync.change({ kind: 'odd', want: 'in', draft: draft(2), sent: false });
    await valueWhere($pending, (pending) => pending.length === 0);
    expect(log).toEqual(['toggle 1', 'toggle 2']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ message: 'Event is over' });
  });
});
