import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrate } from './migrations.ts';
import { SessionsRepository } from './sessions.repository.ts';

const HOUR = 60 * 60 * 1000;

function repository() {
  const db = openDatabase(':memory:');
  migrate(db);
  return { db, sessions: new SessionsRepository(db) };
}

const rows = (db: ReturnType<typeof openDatabase>) => Number(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()!.n);

describe('sessions', () => {
  it('lets an unused anonymous token die within a day', () => {
    const { sessions } = repository();
    const token = sessions.create('anonymous', null, 'fp', 0);
    expect(sessions.findActive(token, 23 * HOUR)).not.toBeNull();
    expect(sessions.findActive(token, 48 * HOUR)).toBeNull();
  });

  it('keeps an anonymous token alive while it is used', () => {
    const { sessions } = repository();
    const token = sessions.create('anonymous', null, 'fp', 0);
    for (let hour = 20; hour <= 200; hour += 20) expect(sessions.findActive(token, hour * HOUR), `hour ${hour}`).not.toBeNull();
    expect(sessions.findActive(token, 230 * HOUR)).toBeNull();
  });

  it('does not write on every use', () => {
    const { sessions } = repository();
    const token = sessions.create('anonymous', null, 'fp', 0);
    const first = sessions.findActive(token, 10 * 60 * 1000)!.expiresAt;
    expect(first).toBe(24 * HOUR);
  });

  it('prunes expired and revoked rows', () => {
    const { db, sessions } = repository();
    sessions.create('anonymous', null, 'fp', 0);
    const kept = sessions.create('anonymous', null, 'fp', 30 * HOUR);
    const revoked = sessions.findActive(sessions.create('anonymous', null, 'fp', 30 * HOUR), 30 * HOUR)!;
    sessions.revoke(revoked.tokenHash, 30 * HOUR);
    expect(rows(db)).toBe(3);

    expect(sessions.purgeExpired(31 * HOUR)).toBe(2);
    expect(rows(db)).toBe(1);
    expect(sessions.findActive(kept, 31 * HOUR)).not.toBeNull();
  });
});
