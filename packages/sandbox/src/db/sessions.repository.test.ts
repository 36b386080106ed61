import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrate } from './migrations.ts';
import { ENDED_SESSIONS_KEPT, LAST_USE_EVERY_MS, SessionsRepository } from './sessions.repository.ts';

const HOUR = 60 * 60 * 1000;

function repository() {
  const db = openDatabase(':memory:');
  migrate(db);
  return { db, sessions: new SessionsRepository(db) };
}

const rows = (db: ReturnType<typeof openDatabase>) => Number(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()!.n);

const DAY = 24 * HOUR;
const origin = { fingerprint: 'fp', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)', address: '203.0.113.*' };

function withPlayer() {
  const { db, sessions } = repository();
  db.exec(`INSERT INTO players (id, username, username_key, email, email_key, password_salt, password_hash, name, surname, phone,
    country_id, currency_id, usercode, created_at) VALUES (1, 'p', 'p', 'p@x', 'p@x', '', '', 'P', 'P', '90', 235, 1, '1000001', '')`);
  return { db, sessions };
}

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

  it('refuses a token at once when it is revoked, however lately it was used', () => {
    const { sessions } = repository();
    const token = sessions.create('anonymous', null, 'fp', 0);
    const session = sessions.findActive(token, HOUR)!;
    sessions.revoke(session.tokenHash, HOUR);
    expect(sessions.findActive(token, HOUR)).toBeNull();
  });

  it("refuses a player's other sessions at once when they are ended, and keeps the one asked to", () => {
    const { sessions } = withPlayer();
    const [kept, ended, expired] = [0, 1, 2].map(() => sessions.login(1, origin, 0));
    const keep = sessions.findActive(kept!, HOUR)!;
    expect(sessions.findActive(ended!, HOUR)).not.toBeNull();
    expect(sessions.findActive(expired!, HOUR)).not.toBeNull();

    sessions.revokePlayer(1, keep.tokenHash, HOUR);
    expect(sessions.findActive(ended!, HOUR)).toBeNull();
    expect(sessions.findActive(kept!, HOUR)).not.toBeNull();
    sessions.expirePlayer(1, HOUR);
    expect(sessions.findActive(kept!, HOUR)).toBeNull();
  });

  it('hands out copies: a caller changing a session changes nothing for the next', () => {
    const { sessions } = repository();
    const token = sessions.create('anonymous', null, 'fp', 0);
    sessions.findActive(token, HOUR)!.playerId = 7;
    expect(sessions.findActive(token, HOUR)!.playerId).toBeNull();
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

  it("keeps a player's ended sessions for their history: 90 days, 100 at most", () => {
    const { db, sessions } = withPlayer();
    const loggedOut = sessions.findActive(sessions.login(1, origin, 0), 0)!;
    sessions.revoke(loggedOut.tokenHash, HOUR);
    sessions.login(1, origin, 2 * HOUR);
    expect(sessions.purgeExpired(30 * DAY)).toBe(0);
    expect(rows(db)).toBe(2);
    expect(sessions.purgeExpired(HOUR + ENDED_SESSIONS_KEPT.forMs)).toBe(1);
    expect(sessions.purgeExpired(2 * HOUR + DAY + ENDED_SESSIONS_KEPT.forMs)).toBe(1);
    expect(rows(db)).toBe(0);

    for (let login = 0; login < ENDED_SESSIONS_KEPT.perPlayer + 3; login += 1) sessions.login(1, origin, login * HOUR);
    const live = sessions.login(1, origin, 200 * HOUR);
    expect(sessions.purgeExpired(200 * HOUR)).toBe(3);
    expect(rows(db)).toBe(ENDED_SESSIONS_KEPT.perPlayer + 1);
    expect(sessions.findActive(live, 200 * HOUR)).not.toBeNull();
  });

  it("notes where a login came from, and its last use at most every few minutes", () => {
    const { db, sessions } = withPlayer();
    const token = sessions.login(1, origin, 0);
    const stored = () => db.prepare("SELECT fingerprint, user_agent, address, last_used_at FROM sessions WHERE kind = 'player'").get();
    expect(stored()).toEqual({ fingerprint: 'fp', user_agent: origin.userAgent, address: '203.0.113.*', last_used_at: 0 });
    sessions.findActive(token, LAST_USE_EVERY_MS - 1);
    expect(stored()?.last_used_at).toBe(0);
    sessions.findActive(token, LAST_USE_EVERY_MS);
    expect(stored()?.last_used_at).toBe(LAST_USE_EVERY_MS);
  });
});
