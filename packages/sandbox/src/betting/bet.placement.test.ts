import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBettingSandbox, totalOf, winOf, type BettingSandbox } from '../testing/betting.fixture.ts';
import { BetStatus, SelectionResult } from './betting.enums.ts';

let b: BettingSandbox;
beforeAll(async () => {
  b = await startBettingSandbox();
});
beforeEach(() => b.reset());
afterAll(() => b.close());

const CREATED = 'Your coupon has been created';

/** demouser (1 500,00 TRY) logged in with a slip of the given prematch odds. */
async function playerWith(pickOdds: (events: any[]) => number[]) {
  const guest = await b.anonymousToken();
  const events = await b.prematch(guest);
  const odds = pickOdds(events);
  await b.add(guest, ...odds);
  return { token: await b.login('demouser', guest), events, odds };
}

const single = (selection: { oddId: number; amount: number }[], acceptChanges = false) => ({ type: 1, selection, acceptChanges });
const multiple = (amount: number, acceptChanges = false) => ({ type: 2, amount, acceptChanges });

describe('placing singles', () => {
  it('makes one coupon per staked pick and takes exactly the stakes: 3 × 33,33 from 1 500,00 leaves 1 400,01', async () => {
    const { token, events, odds } = await playerWith((events) => [events[0].winner.odd1Id, events[1].winner.odd2Id, events[2].totalGoal.overId]);
    const placed = await b.placeBet(token, single(odds.map((oddId) => ({ oddId, amount: 33.33 }))));
    expect(placed.status).toBe(200);
    expect(placed.body).toEqual({ success: true, message: CREATED, data: { betIds: [expect.any(Number), expect.any(Number), expect.any(Number)], balance: 1400.01 } });
    expect(await b.balance(token)).toBe(1400.01);
    expect((await b.slip(token)).oddList).toEqual([]);

    const { total, items } = await b.myBets(token);
    expect(total).toBe(3);
    const rates = [events[0].winner.odd1, events[1].winner.odd2, events[2].totalGoal.over];
    expect(items.map((bet: any) => bet.betId)).toEqual([...placed.body.data.betIds].reverse());
    items.reverse().forEach((bet: any, index: number) => {
      expect(bet).toMatchObject({ type: 1, status: BetStatus.Accepted, stake: 33.33, totalRate: rates[index], possibleWin: winOf(33.33, rates[index]!), payout: 0, settledAt: null });
      expect(bet.selections).toEqual([expect.objectContaining({ oddId: odds[index], rate: rates[index], result: SelectionResult.Pending })]);
    });
  });

  it('places only the picks with a stake; the others stay in the slip', async () => {
    const { token, odds } = await playerWith((events) => [events[0].winner.odd1Id, events[1].winner.odd1Id]);
    const placed = await b.placeBet(token, single([{ oddId: odds[0]!, amount: 10 }, { oddId: odds[1]!, amount: 0 }]));
    expect(placed.body.data.betIds).toHaveLength(1);
    expect((await b.slip(token)).oddList.map((pick: any) => pick.oddId)).toEqual([odds[1]]);
    expect(await b.balance(token)).toBe(1490);
  });

  it('says so in Turkish for a Turkish caller', async () => {
    const { token, odds } = await playerWith((events) => [events[0].winner.odd1Id]);
    const placed = await b.placeBet(token, single([{ oddId: odds[0]!, amount: 10 }]), { locale: 'tr' });
    expect(placed.body.message).toBe('Kuponunuz oluşturuldu');
  });
});

describe('placing a multiple', () => {
  it('makes one coupon over every pick at the product of their rates and empties the slip', async () => {
    const { token, events, odds } = await playerWith((events) => [events[0].winner.odd1Id, events[1].winner.oddXId, events[2].totalGoal.underId]);
    await b.sb('calculate', token, { body: { type: 2, amount: 15.5 } });
    const placed = await b.placeBet(token, multiple(15.5));
    expect(placed.body).toEqual({ success: true, message: CREATED, data: { betIds: [expect.any(Number)], balance: 1484.5 } });
    expect(await b.slip(token)).toEqual({ oddList: [], multipleBet: null });

    const totalRate = totalOf(events[0].winner.odd1, events[1].winner.oddX, events[2].totalGoal.under);
    const [bet] = (await b.myBets(token)).items;
    expect(bet).toMatchObject({ betId: placed.body.data.betIds[0], type: 2, stake: 15.5, totalRate, possibleWin: winOf(15.5, totalRate) });
    expect(bet.selections.map((selection: any) => selection.oddId)).toEqual(odds);
  });

  it('refuses picks of the same event, naming each; as singles they can be placed', async () => {
    const { token, odds } = await playerWith((events) => [events[0].winner.odd1Id, events[1].winner.odd1Id, events[0].totalGoal.overId]);
    const refused = await b.placeBet(token, multiple(10, true));
    const sameEvent = 'Two picks of the same event cannot be combined in a multiple';
    expect(refused.body).toEqual({
      success: false,
      message: sameEvent,
      data: { oddInfo: [{ oddId: odds[0], message: sameEvent }, { oddId: odds[2], message: sameEvent }] },
    });
    expect(await b.balance(token)).toBe(1500);
    expect((await b.placeBet(token, single(odds.map((oddId) => ({ oddId, amount: 1 }))))).body.success).toBe(true);
  });

  it('needs 2 picks and a stake', async () => {
    const { token } = await playerWith((events) => [events[0].winner.odd1Id]);
    expect((await b.placeBet(token, multiple(10))).body).toEqual({ success: false, message: 'A multiple needs at least 2 picks.', data: { oddInfo: [] } });
    const two = await playerWith((events) => [events[0].winner.odd1Id, events[1].winner.odd1Id]);
    expect((await b.placeBet(two.token, multiple(0))).body.message).toBe('Enter a stake.');
    expect((await b.placeBet(two.token, single(two.odds.map((oddId) => ({ oddId, amount: 0 }))))).body.message).toBe('Enter a stake.');
  });
});

describe('refusals per pick', () => {
  it('refuses moved odds without Accept Changes and shows the new rate; the next try at it goes through', async () => {
    const { token, events, odds } = await playerWith((events) => [events[0].winner.odd1Id]);
    const from = events[0].winner.odd1;
    const to = Math.round((from + 0.15) * 100) / 100;
    await b.setOdd(odds[0]!, to);

    const refused = await b.placeBet(token, single([{ oddId: odds[0]!, amount: 10 }]));
    const moved = `Odds changed from ${from.toFixed(2)} to ${to.toFixed(2)}`;
    expect(refused.body).toEqual({ success: false, message: moved, data: { oddInfo: [{ oddId: odds[0], message: moved }] } });
    expect(await b.balance(token)).toBe(1500);
    expect((await b.myBets(token)).total).toBe(0);
    expect((await b.slip(token)).oddList[0]).toMatchObject({ rate: to, message: '' });

    const placed = await b.placeBet(token, single([{ oddId: odds[0]!, amount: 10 }]));
    expect(placed.body.success).toBe(true);
    expect((await b.myBets(token)).items[0]).toMatchObject({ totalRate: to, possibleWin: winOf(10, to) });
  });

  it('places moved odds at the new rate with Accept Changes', async () => {
    const { token, events, odds } = await playerWith((events) => [events[0].winner.odd1Id, events[1].winner.odd2Id]);
    const to = Math.round((events[1].winner.odd2 - 0.1) * 100) / 100;
    await b.setOdd(odds[1]!, to);
    expect((await b.placeBet(token, multiple(20, true))).body.success).toBe(true);
    const [bet] = (await b.myBets(token)).items;
    expect(bet.selections.map((selection: any) => selection.rate)).toEqual([events[0].winner.odd1, to]);
    expect(bet.totalRate).toBe(totalOf(events[0].winner.odd1, to));
  });

  it('refuses a suspended live event and a finished one, placing nothing', async () => {
    const guest = await b.anonymousToken();
    const [live] = await b.liveFootball(guest);
    const [prematch] = await b.prematch(guest);
    await b.add(guest, live.winner.odd1Id, prematch.winner.odd1Id);
    const token = await b.login('demouser', guest);
    await b.t.call('/__test/goal', { body: { eventId: live.id } });
    await b.finish({ eventId: prematch.id, homeScore: 2, awayScore: 2 });

    const refused = await b.placeBet(token, single([{ oddId: live.winner.odd1Id, amount: 5 }, { oddId: prematch.winner.odd1Id, amount: 5 }], true));
    expect(refused.body).toEqual({
      success: false,
      message: 'Some picks cannot be played as they are; see the message under each.',
      data: {
        oddInfo: [
          { oddId: live.winner.odd1Id, message: 'Betting on this event is suspended for a moment' },
          { oddId: prematch.winner.odd1Id, message: 'This event has finished' },
        ],
      },
    });
    expect(await b.balance(token)).toBe(1500);
    expect((await b.slip(token)).oddList).toHaveLength(2);
  });

  it('refuses a selection that is not in the slip', async () => {
    const { token, events } = await playerWith((events) => [events[0].winner.odd1Id]);
    const refused = await b.placeBet(token, single([{ oddId: events[0].winner.odd2Id, amount: 5 }]));
    expect(refused.body.data.oddInfo).toEqual([{ oddId: events[0].winner.odd2Id, message: 'This pick is not in your betslip.' }]);
  });
});

describe('limits and balance', () => {
  it('keeps every coupon between 1,00 and 10.000,00 TRY and its win at most 250.000,00 TRY', async () => {
    const { token, odds } = await playerWith((events) => [events[0].winner.odd1Id, events[1].winner.odd1Id]);
    await b.setBalance('demouser', 50_000);
    const refusedWith = async (body: unknown, locale = 'en') => (await b.placeBet(token, body, { locale })).body;

    expect(await refusedWith(single([{ oddId: odds[0]!, amount: 0.99 }]))).toEqual({
      success: false, message: 'The minimum stake is 1.00 TRY.', data: { oddInfo: [{ oddId: odds[0], message: 'The minimum stake is 1.00 TRY.' }] },
    });
    expect((await refusedWith(single([{ oddId: odds[0]!, amount: 0.5 }]), 'tr')).message).toBe('En düşük bahis tutarı 1,00 TRY.');
    expect((await refusedWith(multiple(10_000.01))).message).toBe('The maximum stake is 10,000.00 TRY.');
    expect((await refusedWith(single([{ oddId: odds[0]!, amount: 1e15 }]))).message).toBe('The maximum stake is 10,000.00 TRY.');
    await b.setOdd(odds[1]!, 26);
    expect(await refusedWith(single([{ oddId: odds[1]!, amount: 10_000 }], true))).toEqual({
      success: false,
      message: 'The possible win of a coupon can be at most 250,000.00 TRY.',
      data: { oddInfo: [{ oddId: odds[1], message: 'The possible win of a coupon can be at most 250,000.00 TRY.' }] },
    });
    expect(await b.balance(token)).toBe(50_000);
    expect((await b.placeBet(token, single([{ oddId: odds[0]!, amount: 1 }, { oddId: odds[1]!, amount: 9_615.38 }], true))).body.success).toBe(true);
    expect(await b.balance(token)).toBe(40_383.62);
  });

  it('caps what one player’s open coupons on one odd may win together: five coupons of 250 at 1.000,00 are one coupon, not 1.250.000 TRY', async () => {
    const { token, odds } = await playerWith((events) => [events[0].winner.odd1Id]);
    const oddId = odds[0]!;
    await b.setBalance('demouser', 5_000);
    await b.setOdd(oddId, 1000);
    const first = await b.placeBet(token, single([{ oddId, amount: 250 }], true));
    expect(first.body.success).toBe(true);

    await b.add(token, oddId);
    const second = (await b.placeBet(token, single([{ oddId, amount: 250 }], true))).body;
    const exposure = 'Your open coupons on this selection can win at most 250,000.00 TRY together; 0.00 TRY is left for new ones.';
    expect(second).toEqual({ success: false, message: exposure, data: { oddInfo: [{ oddId, message: exposure }] } });
    expect((await b.placeBet(token, single([{ oddId, amount: 1 }], true), { locale: 'tr' })).body.message).toBe(
      'Bu seçimdeki açık kuponlarının toplam olası kazancı en fazla 250.000,00 TRY olabilir; yeni kuponlar için 0,00 TRY kaldı.',
    );
    expect(await b.balance(token)).toBe(4_750);
    expect((await b.myBets(token)).total).toBe(1);

    // Another player's coupons are theirs: the limit is per player.
    const guest = await b.anonymousToken();
    await b.add(guest, oddId);
    const vip = await b.login('vipuser', guest);
    expect((await b.placeBet(vip, single([{ oddId, amount: 250 }], true))).body.success).toBe(true);
  });

  it('never takes the balance below 0: Insufficient balance, nothing placed; the exact balance can be staked', async () => {
    const { token, odds } = await playerWith((events) => [events[0].winner.odd1Id, events[1].winner.odd1Id]);
    await b.setBalance('demouser', 20);
    const refused = await b.placeBet(token, single([{ oddId: odds[0]!, amount: 10 }, { oddId: odds[1]!, amount: 10.01 }]));
    expect(refused.body).toEqual({ success: false, message: 'Insufficient balance', data: { oddInfo: [] } });
    expect((await b.placeBet(token, multiple(20.01), { locale: 'tr' })).body.message).toBe('Bakiyeniz yetersiz');
    expect(await b.balance(token)).toBe(20);
    expect((await b.slip(token)).oddList).toHaveLength(2);

    expect((await b.placeBet(token, multiple(20))).body.data.balance).toBe(0);
  });

  it('asks a guest to log in first, in their language', async () => {
    const guest = await b.anonymousToken();
    const [event] = await b.prematch(guest);
    await b.add(guest, event.winner.odd1Id);
    const body = single([{ oddId: event.winner.odd1Id, amount: 5 }]);
    const refused = await b.placeBet(guest, body);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ success: false, message: 'Please login first', data: { oddInfo: [] } });
    expect((await b.placeBet(guest, body, { locale: 'tr' })).body.message).toBe('Lütfen önce giriş yapın');
    expect((await b.sb('mybets', guest, { body: { skip: 0, take: 10, settled: false } })).body).toEqual({ success: false, message: 'Please login first', data: null });
    expect((await b.slip(guest)).oddList).toHaveLength(1);
  });
});

describe('placing once', () => {
  it('answers a repeated Idempotency-Key with the first answer without placing again', async () => {
    const { token, odds } = await playerWith((events) => [events[0].winner.odd1Id]);
    const body = single([{ oddId: odds[0]!, amount: 25 }]);
    const first = await b.placeBet(token, body, { headers: { 'idempotency-key': 'coupon-1' } });
    const again = await b.placeBet(token, body, { headers: { 'idempotency-key': 'coupon-1' } });
    expect(first.body.success).toBe(true);
    expect(again.body).toEqual(first.body);
    expect(await b.balance(token)).toBe(1475);
    expect((await b.myBets(token)).total).toBe(1);

    const other = await b.placeBet(token, single([{ oddId: odds[0]!, amount: 30 }]), { headers: { 'idempotency-key': 'coupon-1' } });
    expect(other.body).toEqual({ success: false, message: 'This Idempotency-Key was already used for a different bet.', data: { oddInfo: [] } });
    expect(await b.balance(token)).toBe(1475);
  });

  it('keeps keys per player and refuses keys that are not 1–200 visible characters', async () => {
    const [event] = await b.prematch(await b.anonymousToken());
    const body = single([{ oddId: event.winner.odd1Id, amount: 5 }]);
    const demo = await b.login('demouser');
    await b.add(demo, event.winner.odd1Id);
    expect((await b.placeBet(demo, body, { headers: { 'idempotency-key': 'shared' } })).body.data.balance).toBe(1495);
    const vip = await b.login('vipuser');
    await b.add(vip, event.winner.odd1Id);
    expect((await b.placeBet(vip, body, { headers: { 'idempotency-key': 'shared' } })).body.data.balance).toBe(48_245.75);

    await b.add(vip, event.winner.odd1Id);
    for (const [key, text] of [['two words', 'This value is not valid'], ['k'.repeat(201), 'Enter at most 200 characters']]) {
      const response = await b.placeBet(vip, body, { headers: { 'idempotency-key': key! } });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(`Idempotency key: ${text}`);
    }
    expect(await b.balance(vip)).toBe(48_245.75);
  });

  it('places a slip once however many requests arrive together', async () => {
    const { token, odds } = await playerWith((events) => [events[0].winner.odd1Id]);
    const body = single([{ oddId: odds[0]!, amount: 40 }]);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => b.placeBet(token, body, { headers: { 'idempotency-key': `try-${index}` } })));
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.body.success).map((answer) => answer.body.message)).toEqual(Array(9).fill('This pick is not in your betslip.'));
    expect(await b.balance(token)).toBe(1460);

    await b.add(token, odds[0]!);
    const replays = await Promise.all(Array.from({ length: 10 }, () => b.placeBet(token, body, { headers: { 'idempotency-key': 'same' } })));
    expect(new Set(replays.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(replays[0]!.body.success).toBe(true);
    expect(await b.balance(token)).toBe(1420);
    expect((await b.myBets(token)).total).toBe(2);
  });

  it('lets concurrent placements spend the balance only once: 5 × 30 from 100 places 3', async () => {
    const { token, odds } = await playerWith((events) => events.slice(0, 5).map((event) => event.winner.odd1Id));
    await b.setBalance('demouser', 100);
    const answers = await Promise.all(odds.map((oddId) => b.placeBet(token, single([{ oddId, amount: 30 }]))));
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(3);
    expect(answers.filter((answer) => !answer.body.success).map((answer) => answer.body.message)).toEqual(['Insufficient balance', 'Insufficient balance']);
    expect(await b.balance(token)).toBe(10);
    expect((await b.myBets(token)).total).toBe(3);
  });
});
