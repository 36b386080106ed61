import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBettingSandbox, type BettingSandbox } from '../testing/betting.fixture.ts';
import { BetStatus, SelectionResult } from './betting.enums.ts';

let b: BettingSandbox;
beforeAll(async () => {
  b = await startBettingSandbox();
});
beforeEach(() => b.reset());
afterAll(() => b.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** demouser with five singles of 1..5 TRY on five prematch events; the first two events have ended. */
async function fiveBets() {
  const guest = await b.anonymousToken();
  const events = (await b.prematch(guest)).slice(0, 5);
  await b.add(guest, ...events.map((event) => event.winner.odd1Id));
  const token = await b.login('demouser', guest);
  const betIds: number[] = [];
  for (const [index, event] of events.entries()) {
    const placed = await b.placeBet(token, { type: 1, selection: [{ oddId: event.winner.odd1Id, amount: index + 1 }], acceptChanges: false });
    betIds.push(...placed.body.data.betIds);
  }
  await b.finish({ eventId: events[0].id, homeScore: 1, awayScore: 0 });
  await b.finish({ eventId: events[1].id, homeScore: 0, awayScore: 1 });
  return { token, events, betIds };
}

describe('POST sportsbook/mybets', () => {
  it('pages open coupons newest first with the total, and settled ones apart', async () => {
    const { token, betIds } = await fiveBets();
    const open = await b.myBets(token, { skip: 0, take: 2 });
    expect(open.total).toBe(3);
    expect(open.items.map((bet: any) => bet.betId)).toEqual([betIds[4], betIds[3]]);
    expect((await b.myBets(token, { skip: 2, take: 2 })).items.map((bet: any) => bet.betId)).toEqual([betIds[2]]);
    expect((await b.myBets(token, { skip: 3, take: 2 })).items).toEqual([]);

    const settled = await b.myBets(token, { settled: true });
    expect(settled.total).toBe(2);
    expect(settled.items.map((bet: any) => [bet.betId, bet.status])).toEqual([
      [betIds[1], BetStatus.Lost],
      [betIds[0], BetStatus.Won],
    ]);
  });

  it('answers each coupon in the wire shape, names in the caller’s language', async () => {
    const { token, events, betIds } = await fiveBets();
    const [bet] = (await b.myBets(token, { skip: 0, take: 1 }, 'tr')).items;
    const event = events[4];
    expect(bet).toEqual({
      betId: betIds[4],
      type: 1,
      status: BetStatus.Accepted,
      stake: 5,
      totalRate: event.winner.odd1,
      possibleWin: expect.any(Number),
      payout: 0,
      placedAt: expect.stringMatching(ISO),
      settledAt: null,
      selections: [
        {
          oddId: event.winner.odd1Id,
          eventId: event.id,
          isLive: false,
          eventName: `${event.homeName} – ${event.awayName}`,
          marketName: 'Maç Sonucu',
          oddName: '1',
          rate: event.winner.odd1,
          eventDate: `${event.eventDate}.000Z`,
          result: SelectionResult.Pending,
        },
      ],
    });
  });

  it('takes skip 0, take 20 and open coupons when the body leaves them out; only the player’s own', async () => {
    const { token } = await fiveBets();
    const response = await b.sb('mybets', token, { body: {} });
    expect(response.body.data.total).toBe(3);
    expect(response.body.data.items).toHaveLength(3);
    expect(await b.myBets(await b.login('vipuser'))).toEqual({ total: 0, items: [] });
  });
});
