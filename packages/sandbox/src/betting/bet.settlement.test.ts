import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBettingSandbox, totalOf, winOf, type BettingSandbox } from '../testing/betting.fixture.ts';
import { BetStatus, SelectionResult } from './betting.enums.ts';

let b: BettingSandbox;
const connections: HubConnection[] = [];
beforeAll(async () => {
  b = await startBettingSandbox();
});
beforeEach(() => b.reset());
afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.stop()));
});
afterAll(() => b.close());

/** The player's frnotify connection (the real SignalR client, as the SDK opens it) and the notifications it receives. */
async function notifications(token: string): Promise<any[]> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${b.t.url}/hub/frnotify`, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
    .configureLogging(LogLevel.None)
    .build();
  connections.push(connection);
  const received: any[] = [];
  connection.on('NotifyMessage', (command: string, message: string) => {
    if (command === 'Notification') received.push(JSON.parse(message));
  });
  await connection.start();
  return received;
}

const until = async (check: () => boolean, timeoutMs = 3000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** demouser logged in with the given prematch odds in the slip, each placed as a single of `stake`. */
async function singles(stake: number, pickOdds: (events: any[]) => number[], locale = 'en') {
  const guest = await b.anonymousToken();
  const events = await b.prematch(guest);
  const odds = pickOdds(events);
  await b.add(guest, ...odds);
  const token = await b.login('demouser', guest);
  const placed = await b.placeBet(token, { type: 1, selection: odds.map((oddId) => ({ oddId, amount: stake })), acceptChanges: false }, { locale });
  expect(placed.body.success, placed.body.message).toBe(true);
  return { token, events, odds, betIds: placed.body.data.betIds as number[] };
}

describe('settling a single when its event ends', () => {
  it('pays a win into the balance, marks coupon and selection, and tells the player on the main hub', async () => {
    const { token, events, betIds } = await singles(10, (events) => [events[0].winner.odd1Id]);
    const pushed = await notifications(token);
    const win = winOf(10, events[0].winner.odd1);

    expect((await b.finish({ eventId: events[0].id, homeScore: 2, awayScore: 1 })).body.data).toEqual({ eventId: events[0].id, result: { Goal: '2-1' }, cancelled: false });
    expect(await b.balance(token)).toBe(Math.round((1490 + win) * 100) / 100);
    expect((await b.myBets(token)).total).toBe(0);
    const [bet] = (await b.myBets(token, { settled: true })).items;
    expect(bet).toMatchObject({ betId: betIds[0], status: BetStatus.Won, payout: win, possibleWin: win, settledAt: expect.stringMatching(/Z$/) });
    expect(bet.selections[0].result).toBe(SelectionResult.Correct);

    const note = `Coupon #${betIds[0]} won: ${win.toLocaleString('en-GB', { minimumFractionDigits: 2 })} TRY has been added to your balance.`;
    await until(() => pushed.length === 1);
    expect(pushed[0]).toMatchObject({ title: 'Your coupon won', note, type: 5, isRead: false });
    const stored = (await b.t.call('/api/customer/notification', { token, body: { skip: 0, take: 1 } })).body.data;
    expect(stored).toEqual([pushed[0]]);
  });

  it('settles a loss with nothing paid, worded in the language it was placed in', async () => {
    const { token, events, betIds } = await singles(10, (events) => [events[0].winner.odd2Id], 'tr');
    const pushed = await notifications(token);
    await b.finish({ eventId: events[0].id, homeScore: 2, awayScore: 1 });
    expect(await b.balance(token)).toBe(1490);
    const [bet] = (await b.myBets(token, { settled: true })).items;
    expect(bet).toMatchObject({ status: BetStatus.Lost, payout: 0 });
    expect(bet.selections[0].result).toBe(SelectionResult.Wrong);
    await until(() => pushed.length === 1);
    expect(pushed[0]).toMatchObject({ title: 'Kuponunuz kaybetti', note: `#${betIds[0]} numaralı kuponunuz bu sefer kazanamadı.`, type: 5 });
  });

  it('returns the stake of a cancelled event', async () => {
    const { token, events, betIds } = await singles(12.34, (events) => [events[0].winner.oddXId]);
    const pushed = await notifications(token);
    expect((await b.finish({ eventId: events[0].id, cancelled: true })).body.data.cancelled).toBe(true);
    expect(await b.balance(token)).toBe(1500);
    const [bet] = (await b.myBets(token, { settled: true })).items;
    expect(bet).toMatchObject({ status: BetStatus.Returned, payout: 12.34 });
    expect(bet.selections[0].result).toBe(SelectionResult.Cancelled);
    await until(() => pushed.length === 1);
    expect(pushed[0].note).toBe(`Coupon #${betIds[0]} was called off: its stake of 12.34 TRY has been returned to your balance.`);
    // The feed shows the event as called off.
    const detail = (await b.t.call('/sbapi/api/feed/eventdetail', { token, locale: 'en', body: { eventId: events[0].id } })).body.data;
    expect(detail).toMatchObject({ eventStatus: 'F', period: 'Cancelled', markets: [] });
  });
});

describe('settling a multiple', () => {
  async function multipleOf(pickOdds: (events: any[]) => number[], stake: number) {
    const guest = await b.anonymousToken();
    const events = await b.prematch(guest);
    const odds = pickOdds(events);
    await b.add(guest, ...odds);
    const token = await b.login('demouser', guest);
    const placed = await b.placeBet(token, { type: 2, amount: stake, acceptChanges: false });
    expect(placed.body.success, placed.body.message).toBe(true);
    return { token, events };
  }

  it('waits for every event, then pays stake × total rate (Double Chance and Total Goals against the final scores)', async () => {
    const { token, events } = await multipleOf((events) => [events[0].doubleChance.odd1XId, events[1].totalGoal.underId], 20);
    await b.finish({ eventId: events[0].id, homeScore: 1, awayScore: 1 });
    expect((await b.myBets(token)).items[0].selections.map((selection: any) => selection.result)).toEqual([SelectionResult.Correct, SelectionResult.Pending]);
    expect(await b.balance(token)).toBe(1480);

    await b.finish({ eventId: events[1].id, homeScore: 0, awayScore: 2 });
    const [bet] = (await b.myBets(token, { settled: true })).items;
    const win = winOf(20, totalOf(events[0].doubleChance.odd1X, events[1].totalGoal.under));
    expect(bet).toMatchObject({ status: BetStatus.Won, payout: win });
    expect(await b.balance(token)).toBe(Math.round((1480 + win) * 100) / 100);
  });

  it('is lost as soon as one selection is wrong', async () => {
    const { token, events } = await multipleOf((events) => [events[0].winner.odd1Id, events[1].winner.odd1Id], 20);
    await b.finish({ eventId: events[1].id, homeScore: 0, awayScore: 1 });
    const [bet] = (await b.myBets(token, { settled: true })).items;
    expect(bet.status).toBe(BetStatus.Lost);
    expect(bet.selections.map((selection: any) => selection.result)).toEqual([SelectionResult.Pending, SelectionResult.Wrong]);
    await b.finish({ eventId: events[0].id, homeScore: 1, awayScore: 0 });
    expect((await b.myBets(token, { settled: true })).items[0]).toMatchObject({ status: BetStatus.Lost, payout: 0 });
    expect(await b.balance(token)).toBe(1480);
  });

  it('counts a cancelled event’s selection as rate 1', async () => {
    const { token, events } = await multipleOf((events) => [events[0].winner.odd1Id, events[1].winner.odd2Id], 10);
    await b.finish({ eventId: events[0].id, cancelled: true });
    await b.finish({ eventId: events[1].id, homeScore: 0, awayScore: 1 });
    const [bet] = (await b.myBets(token, { settled: true })).items;
    expect(bet).toMatchObject({ status: BetStatus.Won, payout: winOf(10, events[1].winner.odd2) });
  });
});

describe('settling as the world plays', () => {
  it('settles a live bet when the match reaches its final whistle on the sandbox clock', async () => {
    const guest = await b.anonymousToken();
    const [live] = await b.liveFootball(guest);
    await b.add(guest, live.winner.odd1Id);
    const token = await b.login('demouser', guest);
    expect((await b.placeBet(token, { type: 1, selection: [{ oddId: live.winner.odd1Id, amount: 10 }], acceptChanges: true })).body.success).toBe(true);

    await b.t.call('/__test/clock', { body: { advanceMinutes: 150 } });
    const detail = (await b.t.call('/sbapi/api/feed/eventdetail', { token, body: { eventId: live.id } })).body.data;
    expect(detail.eventStatus).toBe('F');
    const [home, away] = (detail.result.Goal as string).split('-').map(Number) as [number, number];
    const [bet] = (await b.myBets(token, { settled: true })).items;
    expect(bet.status).toBe(home > away ? BetStatus.Won : BetStatus.Lost);
    expect(bet.selections[0].result).toBe(home > away ? SelectionResult.Correct : SelectionResult.Wrong);
  });

  it('plays an event out to its scripted score when the finish hook gives none', async () => {
    const { token, events } = await singles(10, (events) => [events[0].winner.odd1Id]);
    const { result } = (await b.finish({ eventId: events[0].id })).body.data;
    const [home, away] = (result.Goal as string).split('-').map(Number) as [number, number];
    expect((await b.myBets(token, { settled: true })).items[0].status).toBe(home > away ? BetStatus.Won : BetStatus.Lost);
  });

  it('returns the open coupons of a world that is replaced', async () => {
    const { token } = await singles(10, (events) => [events[0].winner.odd1Id, events[1].winner.odd1Id]);
    await b.t.call('/__test/world', { body: { seed: 7, at: '2026-03-14T15:07:00Z', freeze: true } });
    const { items } = await b.myBets(token, { settled: true });
    expect(items.map((bet: any) => bet.status)).toEqual([BetStatus.Returned, BetStatus.Returned]);
    expect(await b.balance(token)).toBe(1500);
  });
});

describe('the finish test hook', () => {
  it('refuses unknown and finished events and impossible final scores', async () => {
    const guest = await b.anonymousToken();
    const [event] = await b.prematch(guest);
    const [tennis] = await b.prematch(guest, 3);
    expect((await b.finish({ eventId: 42 })).body).toEqual({ success: false, message: 'There is no event 42.', data: null });
    expect((await b.finish({ eventId: tennis.id, homeScore: 3, awayScore: 1 })).body.message).toBe('A Tennis match cannot end 3-1.');
    expect((await b.finish({ eventId: event.id, homeScore: 1 })).status).toBe(400);
    expect((await b.finish({ eventId: event.id, homeScore: 1, awayScore: 0, cancelled: true })).status).toBe(400);
    await b.finish({ eventId: event.id, homeScore: 1, awayScore: 0 });
    expect((await b.finish({ eventId: event.id })).body.message).toBe(`Event ${event.id} has already finished.`);
    // An ended event leaves the prematch lists.
    expect((await b.prematch(guest)).map((candidate) => candidate.id)).not.toContain(event.id);
  });

  it('moves an odd everywhere the feed shows it, and only an odd on offer', async () => {
    const guest = await b.anonymousToken();
    const [event] = await b.prematch(guest);
    expect((await b.setOdd(event.winner.odd1Id, 7.77)).body).toEqual({ success: true, message: '', data: { oddId: event.winner.odd1Id, rate: 7.77 } });
    expect((await b.prematch(guest))[0].winner.odd1).toBe(7.77);
    expect((await b.odd(guest, event.id, 'Match Result', '1')).rate).toBe(7.77);
    expect((await b.setOdd(event.id * 100 + 99, 2)).body.message).toBe(`Odd ${event.id * 100 + 99} is not offered now.`);
    expect((await b.setOdd(event.winner.odd1Id, 1.005)).status).toBe(400);
  });
});
