import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export type { DatabaseSync };

/**
 * Opens (creating its folder when needed) the sandbox database; ':memory:' keeps it in memory. The
 * file holds password hashes and token hashes: only its owner may read it (SQLite gives its -wal
 * and -shm files the same mode).
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    closeSync(openSync(path, 'a', 0o600));
    chmodSync(path, 0o600);
  }
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5000 });
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
  return db;
}

let savepoints = 0;

/**
 * Runs `work` in one transaction: all of it is stored or none of it. Nested calls become savepoints,
 * so a repository method that needs a transaction can also run inside a larger one.
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  const savepoint = db.isTransaction ? `nested_${++savepoints}` : null;
  db.exec(savepoint ? `SAVEPOINT ${savepoint}` : 'BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec(savepoint ? `RELEASE ${savepoint}` : 'COMMIT');
    return result;
  } catch (error) {
    db.exec(savepoint ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
    throw error;
  }
}
