import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/token.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { MoneyDirection, ProcessingStatus, RecordStatus, WinBetType } from '../history/financial.enums.ts';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
});
beforeEach(async () => {
  await t.call('/__test/reset', { body: {} });
  token = await t.login('demouser', DEMO_PASSWORD);
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const iso = (ms: number) => new Date(ms).toISOString();

const list = async (path: string, body: unknown = {}, as = token, locale?: string) => {
  const response = await t.call(`/api/customer/${path}`, { token: as, body, ...(locale ? { locale } : {}) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.success).toBe(true);
  return response.body.data as { total: number; items: any[] };
};

const isNewestFirst = (times: string[]) => expect(times).toEqual([...times].sort().reverse());

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function loginFrom(userAgent: string, username = 'demouser') {
  const anonymous = await t.anonymousToken();
  const response = await t.call('/api/auth/login', { token: anonymous, body: { username, password: DEMO_PASSWORD }, headers: { 'user-agent': userAgent } });
  return response.body.data.token as string;
}

async function playSlot(as = token, stake = 5) {
  const launched = await t.call('/api/casino/pragmaticlaunchurl', { token: as, body: { code: 'vs25candycascade' } });
  const session = new URL(launched.body.data as string).searchParams.get('session');
  const round = await t.call('/games/api/round', { body: { session, stake } });
  return round.body.data as { roundId: number; stake: number; win: number; balance: number };
}

describe('every dashboard call', () => {
  const calls = [
    ['POST', 'gameactivities'],
    ['POST', 'bonuses'],
    ['POST', 'financialhistory'],
    ['POST', 'sessions'],
    ['GET', 'profile'],
  ] as const;

  it('is for a logged-in player only', async () => {
    const guest = await t.anonymousToken();
    for (const [method, path] of calls) {
      const body = method === 'POST' ? {} : undefined;
      const asGuest = await t.call(`/api/customer/${path}`, { token: guest, body, locale: 'en' });
      expect(asGuest.status, path).toBe(401);
      expect(asGuest.body, path).toEqual({ success: false, message: 'Please login first', data: null });
      expect((await t.call(`/api/customer/${path}`, { body })).status, path).toBe(401);
    }
  });

  it.each(['gameactivities', 'bonuses', 'financialhistory', 'sessions'])('%s refuses a bad page, a bad date and a bad range, clearly, in tr and en', async (path) => {
    const refused = async (body: unknown, locale = 'en') => {
      const response = await t.call(`/api/customer/${path}`, { token, body, locale });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.success).toBe(false);
      return response.body.message as string;
    };
    expect(await refused({ take: 51 })).toBe('Take: Must be at most 50');
    expect(await refused({ skip: -1 })).toBe('Skip: Must be at least 0');
    expect(await refused({ dateFrom: '14.03.2026' })).toBe('Start date: Enter a valid date');
    expect(await refused({ dateTo: '2026-02-30' })).toBe('End date: Enter a valid date');
    expect(await refused({ dateFrom: 20260314 }, 'tr')).toBe('Başlangıç tarihi: Geçerli bir tarih girin');
    expect(await refused({ dateFrom: '2026-03-14', dateTo: '2026-03-13' })).toBe('End date: Must not be before the start date');
    expect(await refused({ dateFrom: '2026-03-14T12:00:00Z', dateTo: '2026-03-14T11:59:59Z' }, 'tr')).toBe('Bitiş tarihi: Başlangıç tarihinden önce olamaz');
    expect(await refused({ dateFrom: '2025-03-14', dateTo: '2026-03-15' })).toBe('End date: Must be at most 1 year after the start date');
    expect(await refused({ dateFrom: '2025-03-14T10:00:00Z', dateTo: '2026-03-14T10:00:00.001Z' }, 'tr')).toBe(
      'Bitiş tarihi: Başlangıç tarihinden en fazla 1 yıl sonra olabilir',
    );
    expect(await refused({ playerId: 2 })).toBe('playerId: This field is not expected');
    const fields = (await t.call(`/api/customer/${path}`, { token, body: { dateFrom: '2026-03-14', dateTo: '2020-01-01' }, locale: 'en' })).body.data;
    expect(fields).toEqual({ fields: { dateTo: 'Must not be before the start date' } });
  });

  it('takes a range of exactly one year, a single day, and an open end', async () => {
    for (const body of [
      { dateFrom: '2025-03-14', dateTo: '2026-03-14' },
      { dateFrom: '2025-03-14T10:00:00+03:00', dateTo: '2026-03-14T10:00:00+03:00' },
      { dateFrom: '2026-03-14', dateTo: '2026-03-14' },
      { dateFrom: '2026-03-14' },
      { dateTo: '2026-03-14' },
    ]) {
      expect((await t.call('/api/customer/financialhistory', { token, body })).status, JSON.stringify(body)).toBe(200);
    }
  });
});

describe('POST /api/customer/gameactivities', () => {
  it("lists the player's casino rounds newest first, with game, provider, stake, win and time", async () => {
    const { total, items } = await list('gameactivities', { take: 50 });
    expect(total).toBe(12);
    expect(items).toHaveLength(12);
    isNewestFirst(items.map((item) => item.playedAt));
    for (const item of items) {
      expect(item).toEqual({
        roundId: expect.any(Number),
        gameCode: expect.any(String),
        gameName: expect.any(String),
        providerName: expect.any(String),
        mainProviderId: expect.any(Number),
        type: item.win > 0 ? WinBetType.Win : WinBetType.Bet,
        stake: expect.any(Number),
        win: expect.any(Number),
        balance: expect.any(Number),
        playedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
    }
    expect(items[0].balance).toBe(1500);
    expect(items.map((item) => item.providerName)).toContain('Hub88');
  });

  it('shows a round just played first, as the game answered it', async () => {
    const played = await playSlot();
    const [newest] = (await list('gameactivities', { take: 1 })).items;
    expect(newest).toMatchObject({
      roundId: played.roundId,
      gameCode: 'vs25candycascade',
      gameName: 'Candy Cascade',
      providerName: 'Pragmatic Play',
      mainProviderId: 2,
      stake: 5,
      win: played.win,
      balance: played.balance,
      type: played.win > 0 ? WinBetType.Win : WinBetType.Bet,
    });
    expect(Date.now() - Date.parse(newest.playedAt)).toBeLessThan(60_000);
  });

  it('pages with skip and take, the total counting every match', async () => {
    const all = (await list('gameactivities', { take: 50 })).items;
    const page = await list('gameactivities', { skip: 5, take: 3 });
    expect(page.total).toBe(12);
    expect(page.items).toEqual(all.slice(5, 8));
    expect((await list('gameactivities', { skip: 12, take: 10 })).items).toEqual([]);
    expect((await list('gameactivities')).items).toHaveLength(12);
  });

  it('keeps to the date range', async () => {
    const all = (await list('gameactivities', { take: 50 })).items;
    const dateFrom = all[7].playedAt;
    const dateTo = all[2].playedAt;
    const within = await list('gameactivities', { take: 50, dateFrom, dateTo });
    expect(within.items).toEqual(all.slice(2, 8));
    expect(within.total).toBe(6);
    expect((await list('gameactivities', { dateFrom: iso(Date.now() + HOUR_MS) })).total).toBe(0);
  });

  it("never shows another player's rounds", async () => {
    const vip = await t.login('vipuser', DEMO_PASSWORD);
    const theirs = await playSlot(vip, 20);
    const mine = (await list('gameactivities', { take: 50 })).items.map((item) => item.roundId);
    const vipRounds = (await list('gameactivities', { take: 50 }, vip)).items.map((item) => item.roundId);
    expect(vipRounds).toContain(theirs.roundId);
    expect(mine.filter((id) => vipRounds.includes(id))).toEqual([]);
  });
});

describe('POST /api/customer/financialhistory', () => {
  it("lists the player's deposits and withdrawals with the spec's enumerations, newest first", async () => {
    const { total, items } = await list('financialhistory');
    expect(total).toBe(6);
    isNewestFirst(items.map((item) => item.createdAt));
    for (const item of items) {
      expect(item).toEqual({
        id: expect.any(Number),
        direction: expect.toBeOneOf([MoneyDirection.Deposit, MoneyDirection.Withdraw]),
        amount: expect.any(Number),
        methodId: null,
        method: expect.any(String),
        status: expect.toBeOneOf(Object.values(RecordStatus)),
        processingStatus: expect.toBeOneOf(Object.values(ProcessingStatus)),
        reference: item.reference === null ? null : expect.any(String),
        createdAt: expect.stringMatching(/Z$/),
        updatedAt: expect.stringMatching(/Z$/),
      });
      expect(item.updatedAt >= item.createdAt).toBe(true);
    }
    // The seed's notification: the Papara deposit of 1.000,00 a day ago went through.
    expect(items).toContainEqual(
      expect.objectContaining({ direction: MoneyDirection.Deposit, amount: 1000, method: 'Papara', status: RecordStatus.Confirmed, processingStatus: ProcessingStatus.Completed }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({ direction: MoneyDirection.Withdraw, amount: 400, status: RecordStatus.Pending, processingStatus: ProcessingStatus.Processing }),
    );
  });

  it('lists one direction when asked, and refuses an unknown one', async () => {
    const withdrawals = await list('financialhistory', { direction: MoneyDirection.Withdraw });
    expect(withdrawals.total).toBe(1);
    expect(withdrawals.items.every((item) => item.direction === MoneyDirection.Withdraw)).toBe(true);
    expect((await list('financialhistory', { direction: MoneyDirection.Deposit })).total).toBe(5);
    const unknown = await t.call('/api/customer/financialhistory', { token, body: { direction: 3 }, locale: 'en' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Direction: Choose one of the options');
  });

  it('keeps to the date range: a year back leaves out what is older', async () => {
    const vip = await t.login('vipuser', DEMO_PASSWORD);
    const everything = await list('financialhistory', { take: 50 }, vip);
    expect(everything.total).toBe(8);
    const now = Date.now();
    const lastYear = await list('financialhistory', { take: 50, dateFrom: iso(now - 365 * DAY_MS), dateTo: iso(now) }, vip);
    expect(lastYear.total).toBe(7);
    expect(lastYear.items).toEqual(everything.items.slice(0, 7));
    const lastTwoDays = await list('financialhistory', { dateFrom: iso(now - 2 * DAY_MS) }, vip);
    expect(lastTwoDays.items.map((item) => [item.direction, item.amount])).toEqual([
      [MoneyDirection.Deposit, 2500],
      [MoneyDirection.Withdraw, 12500],
    ]);
  });

  it("never shows another player's records", async () => {
    const vip = await t.login('vipuser', DEMO_PASSWORD);
    const mine = (await list('financialhistory', { take: 50 })).items.map((item) => item.id);
    const theirs = (await list('financialhistory', { take: 50 }, vip)).items.map((item) => item.id);
    expect(mine).toHaveLength(6);
    expect(theirs).toHaveLength(8);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
  });
});

describe('POST /api/customer/bonuses', () => {
  it("lists the player's bonuses with their state, named in the request's language", async () => {
    const { total, items } = await list('bonuses', {}, token, 'en');
    expect(total).toBe(2);
    const [trial, spins] = items;
    expect(trial).toEqual({
      id: expect.any(Number),
      kind: 'trial',
      name: 'Trial bonus',
      amount: 250,
      status: 'active',
      grantedAt: expect.stringMatching(/Z$/),
      expiresAt: iso(Date.parse(trial.grantedAt) + 7 * DAY_MS),
    });
    expect(spins).toMatchObject({ kind: 'freespins', name: 'Free spins', status: 'expired' });
    expect((await list('bonuses', {}, token, 'tr')).items.map((item) => item.name)).toEqual(['Deneme bonusu', 'Bedava dönüş']);
  });

  it('lists the bonuses in one state, and refuses a state there is not', async () => {
    const vip = await t.login('vipuser', DEMO_PASSWORD);
    const statuses = async (status: string) => (await list('bonuses', { status }, vip)).items.map((item) => item.kind);
    expect(await statuses('active')).toEqual(['loyalty', 'freespins']);
    expect(await statuses('used')).toEqual(['cashback', 'deposit']);
    expect(await statuses('cancelled')).toEqual(['deposit']);
    expect(await statuses('expired')).toEqual([]);
    const unknown = await t.call('/api/customer/bonuses', { token: vip, body: { status: 'won' }, locale: 'en' });
    expect(unknown.body.message).toBe('Status: Choose one of the options');
  });

  it("reads an active bonus as expired once the sandbox's clock passes its end", async () => {
    // The trial bonus came 50 hours ago and lasts 7 days: 118 hours to go.
    await t.call('/__test/clock', { body: { advanceMinutes: 117 * 60 } });
    expect((await list('bonuses', { status: 'active' })).items.map((item) => item.kind)).toEqual(['trial']);
    await t.call('/__test/clock', { body: { advanceMinutes: 2 * 60 } });
    expect((await list('bonuses', { status: 'active' })).total).toBe(0);
    expect((await list('bonuses', { status: 'expired' })).items.map((item) => item.kind)).toEqual(['trial', 'freespins']);
  });

  it('shows the trial bonus the account calls grant, and only the right player sees a bonus', async () => {
    const vip = await t.login('vipuser', DEMO_PASSWORD);
    const before = (await list('bonuses', { take: 50 }, vip)).items.map((item) => item.id);
    const mine = (await list('bonuses', { take: 50 })).items.map((item) => item.id);
    expect(mine.filter((id) => before.includes(id))).toEqual([]);
    const vipId = Number(t.sandbox.db.prepare("SELECT id FROM players WHERE username_key = 'vipuser'").get()?.id);
    t.sandbox.db
      .prepare("INSERT INTO bonuses (player_id, kind, amount_minor, status, granted_at_ms, expires_at_ms) VALUES (?, 'trial', 25000, 'active', ?, ?)")
      .run(vipId, t.sandbox.services.clock.now(), t.sandbox.services.clock.now() + 7 * DAY_MS);
    const [newest] = (await list('bonuses', {}, vip)).items;
    expect(newest).toMatchObject({ kind: 'trial', amount: 250, status: 'active' });
    expect((await list('bonuses', { take: 50 })).items.map((item) => item.id)).toEqual(mine);
  });
});

describe('POST /api/customer/sessions', () => {
  it('lists the player\'s logins, newest first, marking this one, with the device and a coarse address', async () => {
    const current = await loginFrom(CHROME_ON_WINDOWS);
    const { total, items } = await list('sessions', {}, current);
    expect(total).toBe(5);
    isNewestFirst(items.map((item) => item.startedAt));
    expect(items[0]).toEqual({
      id: expect.any(Number),
      startedAt: expect.stringMatching(/Z$/),
      lastUsedAt: items[0].startedAt,
      endedAt: null,
      endedBy: null,
      active: true,
      current: true,
      device: { kind: 'desktop', browser: 'Chrome 126', os: 'Windows' },
      address: '127.0.0.*',
    });
    expect(items[1]).toMatchObject({ active: true, current: false, device: { kind: 'unknown' } });
    expect(items.filter((item) => item.current)).toHaveLength(1);
    // The seed's past logins: an Android phone logged out, a Windows PC whose day ran out, an iPhone.
    expect(items.slice(2).map((item) => [item.device.os, item.endedBy, item.active])).toEqual([
      ['Android 14', 'loggedOut', false],
      ['Windows', 'expired', false],
      ['iOS 17.5', 'loggedOut', false],
    ]);
    for (const item of items.slice(2)) expect(Date.parse(item.endedAt)).toBeGreaterThan(Date.parse(item.startedAt));
  });

  it('shows a session ended by logout as ended, and never a token, its hash or an anonymous session', async () => {
    const other = await loginFrom(CHROME_ON_WINDOWS);
    await t.call('/api/auth/logout', { token: other });
    const guest = await t.anonymousToken();
    const { total, items } = await list('sessions', { take: 50 });
    expect(total).toBe(5);
    expect(items[0]).toMatchObject({ active: false, endedBy: 'loggedOut', current: false, device: { browser: 'Chrome 126' } });
    expect(items[1]).toMatchObject({ active: true, current: true });
    const text = JSON.stringify(items);
    for (const secret of [token, other, guest]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(hashToken(secret));
    }
    expect(Object.keys(items[0]).sort()).toEqual(['active', 'address', 'current', 'device', 'endedAt', 'endedBy', 'id', 'lastUsedAt', 'startedAt']);
  });

  it('pages, keeps to the date range and shows one player only their own', async () => {
    const page = await list('sessions', { skip: 1, take: 2 });
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.device.os)).toEqual(['Android 14', 'Windows']);
    expect((await list('sessions', { dateFrom: iso(Date.now() - 12 * HOUR_MS) })).total).toBe(2);
    const vip = await loginFrom(CHROME_ON_WINDOWS, 'vipuser');
    const theirs = (await list('sessions', { take: 50 }, vip)).items;
    expect(theirs.map((item) => item.device.os)).toEqual(['Windows', 'Windows', 'iPadOS 17.5', 'macOS']);
    const mine = (await list('sessions', { take: 50 })).items.map((item) => item.id);
    expect(theirs.filter((item) => mine.includes(item.id))).toEqual([]);
  });
});

describe('GET /api/customer/profile', () => {
  it("answers the player's personal information, the country named in the request's language", async () => {
    const { body } = await t.call('/api/customer/profile', { token, locale: 'en' });
    expect(body).toEqual({
      success: true,
      message: '',
      data: {
        usercode: expect.stringMatching(/^\d{7}$/),
        username: 'demouser',
        name: 'Deniz',
        surname: 'Yılmaz',
        email: 'deniz.yilmaz@example.com',
        phone: '905321234567',
        smsVerified: false,
        country: { id: 235, name: 'Turkiye' },
        birthDate: '1992-04-17',
        registeredAt: expect.stringMatching(/Z$/),
      },
    });
    expect((await t.call('/api/customer/profile', { token })).body.data.country).toEqual({ id: 235, name: 'Türkiye' });
    const vip = await t.login('vipuser', DEMO_PASSWORD);
    expect((await t.call('/api/customer/profile', { token: vip })).body.data).toMatchObject({ username: 'vipuser', smsVerified: true, name: 'Selin' });
  });

  it('never answers a password, its hash or the national id', async () => {
    const text = JSON.stringify((await t.call('/api/customer/profile', { token })).body);
    expect(text).not.toMatch(/password|salt|hash|personal/i);
    expect(text).not.toContain('10000000146');
  });
});
