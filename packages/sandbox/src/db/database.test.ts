import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox.ts';
import { openDatabase, transaction } from './database.ts';
import { migrate, migrations } from './migrations.ts';

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-db-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the database', () => {
  it('is readable by its owner only, with its write-ahead files', () => {
    const dbPath = join(tempFolder(), 'sandbox.sqlite');
    const db = openDatabase(dbPath);
    migrate(db);
    for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`].filter(existsSync)) {
      expect(statSync(file).mode & 0o777, file).toBe(0o600);
    }
    db.close();
  });

  it('migrates once: a second run applies nothing', () => {
    const db = openDatabase(':memory:');
    expect(migrate(db)).toEqual(migrations.map((migration) => migration.version));
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it('creates its folder and keeps players, tokens and balances across restarts', async () => {
    const dbPath = join(tempFolder(), 'nested', 'sandbox.sqlite');
    const first = await createSandbox({ dbPath, testHooks: true });
    const anonymous = await fetch(`${first.url}/api/auth/token`).then((response) => response.json());
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${anonymous.data}` },
      body: JSON.stringify({ username: 'demouser', password: 'demo12345' }),
    }).then((response) => response.json());
    await fetch(`${first.url}/__test/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demouser', balance: 777.5 }),
    });
    await first.close();

    const second = await createSandbox({ dbPath });
    try {
      const balance = await fetch(`${second.url}/api/user/balance`, {
        headers: { authorization: `Bearer ${login.data.token}` },
      }).then((response) => response.json());
      expect(balance).toEqual({ success: true, message: '', data: { balance: 777.5 } });
    } finally {
      await second.close();
    }
  });

  it('rolls a failed transaction back completely, nested parts included', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE items (name TEXT)');
    const insert = db.prepare('INSERT INTO items VALUES (?)');
    expect(() =>
      transaction(db, () => {
        insert.run('outer');
        transaction(db, () => insert.run('inner'));
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(db.prepare('SELECT count(*) AS n FROM items').get()?.n).toBe(0);
    transaction(db, () => {
      insert.run('kept');
      expect(() => transaction(db, () => {
        insert.run('dropped');
        throw new Error('inner failure');
      })).toThrow('inner failure');
    });
    expect(db.prepare('SELECT name FROM items').all().map((row) => row.name)).toEqual(['kept']);
    db.close();
  });
});
