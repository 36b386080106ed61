import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { createSandbox } from '../sandbox.ts';
import { TEST_WORLD_SEED } from '../sportsbook/world.options.ts';
import { DASHBOARD_HISTORY_MIGRATION } from './history.seed.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const open = (dbPath: string) => createSandbox({ dbPath, worldSeed: TEST_WORLD_SEED, liveTickMs: 0 });

function counts(dbPath: string) {
  const db = openDatabase(dbPath);
  try {
    const count = (sql: string) => Number(db.prepare(sql).get()?.n);
    return {
      records: count('SELECT COUNT(*) AS n FROM financial_records'),
      bonuses: count('SELECT COUNT(*) AS n FROM bonuses'),
      trials: count("SELECT COUNT(*) AS n FROM bonuses WHERE kind = 'trial'"),
      rounds: count('SELECT COUNT(*) AS n FROM casino_rounds'),
      sessions: count("SELECT COUNT(*) AS n FROM sessions WHERE kind = 'player'"),
    };
  } finally {
    db.close();
  }
}

describe('the demo history', () => {
  it('comes with a new database, and once to a database made before its tables, keeping a trial bonus already there', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'oyna-history-'));
    folders.push(folder);
    const dbPath = join(folder, 'sandbox.sqlite');
    await (await open(dbPath)).close();
    const fresh = counts(dbPath);
    expect(fresh).toEqual({ records: 14, bonuses: 7, trials: 1, rounds: 28, sessions: 6 });

    // Back to the database as migration 7 left it: demouser got the trial bonus through the account calls.
    const db = openDatabase(dbPath);
    db.exec(`
      DROP INDEX sessions_player_start; DROP INDEX bonuses_player_time; DROP INDEX casino_rounds_player_time;
      DROP TABLE financial_records;
      DELETE FROM sessions WHERE kind = 'player';
      ALTER TABLE sessions DROP COLUMN last_used_at; ALTER TABLE sessions DROP COLUMN user_agent; ALTER TABLE sessions DROP COLUMN address;
      DELETE FROM bonuses WHERE kind <> 'trial';
      DELETE FROM casino_rounds;
      DELETE FROM schema_migrations WHERE version = ${DASHBOARD_HISTORY_MIGRATION};
    `);
    db.close();

    await (await open(dbPath)).close();
    expect(counts(dbPath)).toEqual(fresh);
    await (await open(dbPath)).close();
    expect(counts(dbPath)).toEqual(fresh);
  });
});
