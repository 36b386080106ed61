import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrations.ts';
import { createSandbox } from '../sandbox.ts';
import { matchScript, type MatchScript } from './match.script.ts';
import { SportsWorld } from './world.ts';
import { TEST_WORLD_SEED, type WorldOptions } from './world.options.ts';

const SATURDAY = Date.parse('2026-03-14T15:07:00Z');
const folder = mkdtempSync(join(tmpdir(), 'oyna-secret-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function openWorld(dbPath: string, options: Partial<WorldOptions> = {}): SportsWorld {
  const db = openDatabase(dbPath);
  migrate(db);
  const world = new SportsWorld(db, { size: 'default', clockStart: SATURDAY, clockFrozen: true, ...options });
  world.open();
  return world;
}

const finalOf = (script: MatchScript) => {
  const last = script.steps[script.steps.length - 1]!;
  return `${last.home}-${last.away}`;
};

/** The final scores of the matches kicking off in the next six hours: what a bettor would like to know. */
function finals(world: SportsWorld): Map<number, string> {
  const scores = new Map<number, string>();
  for (const event of world.repository.upcoming(SATURDAY, SATURDAY + 6 * 3_600_000)) {
    const context = world.contextOf(event);
    if (context) scores.set(event.id, finalOf(world.scriptOf(context)));
  }
  return scores;
}

/** What a copy of the sandbox run at home predicts for the same events, from a seed. */
function predicted(world: SportsWorld, seed: number, ids: Iterable<number>): Map<number, string> {
  const scores = new Map<number, string>();
  for (const id of ids) {
    const context = world.contextOf(world.repository.find(id)!);
    if (context) scores.set(id, finalOf(matchScript(seed, id, context.sport, context.competition.periodMinutes)));
  }
  return scores;
}

const agreement = (a: Map<number, string>, b: Map<number, string>) =>
  [...a].filter(([id, score]) => b.get(id) === score).length / a.size;

describe('a world nobody can play ahead', () => {
  it('decides its matches from a secret: neither the public test seed nor its own stored seed tells how they end', () => {
    const world = openWorld(':memory:');
    const scores = finals(world);
    expect(scores.size).toBeGreaterThan(50);
    expect(world.seed).not.toBe(TEST_WORLD_SEED);
    // Before, a copy with the default seed predicted 20 of 20; same final scores by chance stay rare.
    expect(agreement(scores, predicted(world, TEST_WORLD_SEED, scores.keys()))).toBeLessThan(0.35);
    expect(agreement(scores, predicted(world, world.seed, scores.keys()))).toBeLessThan(0.35);
  });

  it('gets a seed and a secret of its own every time one is made', () => {
    const first = openWorld(':memory:');
    const second = openWorld(':memory:');
    expect(first.seed).not.toBe(second.seed);
    expect(first.repository.meta()!.scriptKey).toMatch(/^[0-9a-f]{64}$/);
    expect(first.repository.meta()!.scriptKey).not.toBe(second.repository.meta()!.scriptKey);
  });

  it('keeps its secret in its database: opened again, every match ends as it was going to', () => {
    const dbPath = join(folder, 'kept.sqlite');
    const before = finals(openWorld(dbPath));
    expect(finals(openWorld(dbPath))).toEqual(before);
  });

  it('plays the same world every time a seed is asked for, as tests and --seed do', () => {
    const world = openWorld(':memory:', { seed: TEST_WORLD_SEED });
    const scores = finals(world);
    expect(world.repository.meta()!.scriptKey).toBeNull();
    expect(finals(openWorld(':memory:', { seed: TEST_WORLD_SEED }))).toEqual(scores);
    expect(agreement(scores, predicted(world, TEST_WORLD_SEED, scores.keys()))).toBe(1);
  });

  it('replaces a stored world made from a seed when it is opened without one, so an old database stops being predictable', () => {
    const dbPath = join(folder, 'old.sqlite');
    openWorld(dbPath, { seed: TEST_WORLD_SEED });
    expect(openWorld(dbPath, { seed: TEST_WORLD_SEED }).repository.meta()!.scriptKey).toBeNull();
    expect(openWorld(dbPath).repository.meta()!.scriptKey).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the secret, over HTTP', () => {
  it('is in no answer: feed, details, start-up data and the test hooks', async () => {
    const sandbox = await createSandbox({ dbPath: ':memory:', testHooks: true, liveTickMs: 0, clockStart: SATURDAY, clockFrozen: true });
    try {
      const { scriptKey } = sandbox.services.world.repository.meta()!;
      const token = ((await (await fetch(`${sandbox.url}/api/auth/token`)).json()) as { data: string }).data;
      const call = async (path: string, body?: unknown) => {
        const response = await fetch(sandbox.url + path, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return response.text();
      };
      const live = await call('/sbapi/api/feed/liveeventlist', { sportId: 1, skip: 0, take: 500 });
      const eventId = (JSON.parse(live) as { data: { events: { id: number }[] }[] }).data[0]!.events[0]!.id;
      const answers = [
        live,
        await call('/sbapi/api/feed/eventdetail', { eventId }),
        await call('/sbapi/api/feed/upcoming?sportId=1'),
        await call('/api/cms/grouped'),
        await call('/__test/clock'),
        await call('/__test/clock', { advanceMinutes: 1 }),
      ];
      for (const answer of answers) expect(answer).not.toContain(scriptKey!);
    } finally {
      await sandbox.close();
    }
  });
});
