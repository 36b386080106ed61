import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBettingSandbox, totalOf, winOf, type BettingSandbox } from '../testing/betting.fixture.ts';
import { MAX_PICKS } from './betting.limits.ts';

let b: BettingSandbox;
beforeAll(async () => {
  b = await startBettingSandbox();
});
beforeEach(() => b.reset());
afterAll(() => b.close());

const EMPTY = { oddList: [], multipleBet: null };
const round2 = (value: number) => Math.round(value * 100) / 100;

describe('a guest’s betslip', () => {
  it('starts empty, takes a live and a prematch odd with their names, rates and no stake, and is the guest’s own', async () => {
    const guest = await b.anonymousToken();
    expect(await b.slip(guest)).toEqual(EMPTY);
    const [live] = await b.liveFootball(guest);
    const [prematch] = await b.prematch(guest);

    const slip = await b.add(guest, live.winner.odd1Id, prematch.winner.odd2Id);
    expect(slip.oddList).toEqual([
      {
        oddId: live.winner.odd1Id,
        eventId: live.id,
        isLive: true,
        eventName: `${live.homeName} – ${live.awayName}`,
        marketName: 'Match Result',
        oddName: '1',
        rate: live.winner.odd1,
        amount: null,
        possibleWin: 0,
        message: '',
        selection: { oddId: live.winner.odd1Id, amount: null },
      },
      expect.objectContaining({ oddId: prematch.winner.odd2Id, eventId: prematch.id, isLive: false, oddName: '2', rate: prematch.winner.odd2 }),
    ]);
    expect(slip.multipleBet).toEqual({ totalRate: totalOf(live.winner.odd1, prematch.winner.odd2), possibleWin: 0, betAmount: null });
    expect(await b.slip(guest)).toEqual(slip);

    const tr = await b.slip(guest, 'tr');
    expect(tr.oddList.map((pick: any) => pick.marketName)).toEqual(['Maç Sonucu', 'Maç Sonucu']);
    expect(await b.slip(await b.anonymousToken())).toEqual(EMPTY);
  });

  it('removes a pick toggled again, and every pick (with the multiple stake) when no odd is given', async () => {
    const guest = await b.anonymousToken();
    const [first, second] = await b.prematch(guest);
    await b.add(guest, first.winner.odd1Id, second.winner.odd1Id, second.totalGoal.overId);
    await b.sb('calculate', guest, { body: { type: 2, amount: 25 } });

    const removed = await b.toggle(guest, second.winner.odd1Id);
    expect(removed.body.success).toBe(true);
    expect(removed.body.data.oddList.map((pick: any) => pick.oddId)).toEqual([first.winner.odd1Id, second.totalGoal.overId]);
    expect(removed.body.data.multipleBet.betAmount).toBe(25);

    const cleared = await b.toggle(guest);
    expect(cleared.body).toEqual({ success: true, message: '', data: EMPTY });
    await b.add(guest, first.winner.odd1Id, second.winner.odd1Id);
    expect((await b.slip(guest)).multipleBet.betAmount).toBeNull();
  });

  it(`holds at most ${MAX_PICKS} picks: the next is refused and nothing changes`, async () => {
    const guest = await b.anonymousToken();
    const [event] = await b.prematch(guest);
    const odds = await b.odds(guest, event.id);
    expect(odds.length).toBeGreaterThan(MAX_PICKS);
    await b.add(guest, ...odds.slice(0, MAX_PICKS).map((odd) => odd.id));
    const before = await b.slip(guest);

    const refused = await b.toggle(guest, odds[MAX_PICKS]!.id);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ success: false, message: 'A betslip holds at most 20 picks.', data: null });
    expect((await b.toggle(guest, odds[MAX_PICKS]!.id, 'tr')).body.message).toBe('Kupona en fazla 20 seçim eklenebilir.');
    expect(await b.slip(guest)).toEqual(before);
  });

  it('refuses odds that do not exist, are no longer offered, or belong to a suspended or finished event', async () => {
    const guest = await b.anonymousToken();
    const [live] = await b.liveFootball(guest);
    const [first, second] = await b.prematch(guest);

    expect((await b.toggle(guest, 999)).body).toEqual({ success: false, message: 'There is no odd 999.', data: null });
    expect((await b.toggle(guest, 999, 'tr')).body.message).toBe('999 numaralı bir oran yok.');
    expect((await b.toggle(guest, first.id * 100 + 99)).body.message).toBe('This selection is no longer offered');
    // A correct score the match has passed: listed in its place, locked, and refused.
    const scored = (await b.liveFootball(guest)).find((event) => event.result.Goal !== '0-0');
    const nilNil = scored.id * 100 + 20;
    const detail = (await b.t.call('/sbapi/api/feed/eventdetail', { token: guest, locale: 'en', body: { eventId: scored.id } })).body.data;
    expect(detail.markets.find((market: any) => market.name === 'Correct Score').odds[0]).toEqual({ id: nilNil, name: '0-0', rate: 0, locked: true });
    expect((await b.toggle(guest, nilNil)).body.message).toBe('This selection is no longer offered');

    await b.finish({ eventId: second.id, homeScore: 1, awayScore: 0 });
    expect((await b.toggle(guest, second.winner.odd1Id)).body.message).toBe('This event has finished');

    expect((await b.t.call('/__test/goal', { body: { eventId: live.id } })).body.data.eventStatus).toBe('S');
    expect((await b.toggle(guest, live.winner.odd1Id)).body.message).toBe('Betting on this event is suspended for a moment');
    expect((await b.toggle(guest, live.winner.odd1Id, 'tr')).body.message).toBe('Bu karşılaşma bahse kısa bir süre kapalı');
    expect(await b.slip(guest)).toEqual(EMPTY);
  });
});

describe('what a pick says when it cannot be played as it is', () => {
  it('shows moved odds (from and to), in the caller’s language, at the new rate', async () => {
    const guest = await b.anonymousToken();
    const [event] = await b.prematch(guest);
    await b.add(guest, event.winner.odd1Id);
    const moved = round2(event.winner.odd1 + 0.2);
    expect((await b.setOdd(event.winner.odd1Id, moved)).body.success).toBe(true);

    const [pick] = (await b.slip(guest)).oddList;
    const from = event.winner.odd1.toFixed(2);
    expect(pick).toMatchObject({ rate: moved, message: `Odds changed from ${from} to ${moved.toFixed(2)}` });
    expect((await b.slip(guest, 'tr')).oddList[0].message).toBe(`Oran değişti: ${from.replace('.', ',')} → ${moved.toFixed(2).replace('.', ',')}`);
  });

  it('marks two picks of one event, a suspended event and a finished one', async () => {
    const guest = await b.anonymousToken();
    const [live] = await b.liveFootball(guest);
    const [first, second] = await b.prematch(guest);
    await b.add(guest, first.winner.odd1Id, first.totalGoal.overId, second.winner.odd2Id, live.winner.odd2Id);
    await b.finish({ eventId: second.id, homeScore: 0, awayScore: 0 });
    await b.t.call('/__test/goal', { body: { eventId: live.id, side: 'away' } });

    const messages = (await b.slip(guest)).oddList.map((pick: any) => pick.message);
    expect(messages).toEqual([
      'Two picks of the same event cannot be combined in a multiple',
      'Two picks of the same event cannot be combined in a multiple',
      'This event has finished',
      'Betting on this event is suspended for a moment',
    ]);
    // The finished pick keeps its names and the last rate it had.
    expect((await b.slip(guest)).oddList[2]).toMatchObject({ marketName: 'Match Result', oddName: '2', rate: second.winner.odd2 });
  });
});

describe('POST sportsbook/calculate', () => {
  it('keeps a single stake and answers what it would win at today’s rate; 0 clears it', async () => {
    const guest = await b.anonymousToken();
    const [event] = await b.prematch(guest);
    await b.add(guest, event.winner.odd1Id);

    const calculated = await b.sb('calculate', guest, { body: { type: 1, oddId: event.winner.odd1Id, amount: 33.33 } });
    const possibleWin = winOf(33.33, event.winner.odd1);
    expect(calculated.body).toEqual({ success: true, message: '', data: { possibleWin, betAmount: 33.33 } });
    expect((await b.slip(guest)).oddList[0]).toMatchObject({ amount: 33.33, possibleWin, selection: { oddId: event.winner.odd1Id, amount: 33.33 } });

    await b.sb('calculate', guest, { body: { type: 1, oddId: event.winner.odd1Id, amount: 0 } });
    expect((await b.slip(guest)).oddList[0]).toMatchObject({ amount: null, possibleWin: 0 });
  });

  it('keeps the multiple stake and answers the total rate (product rounded to 2 decimals) and the win', async () => {
    const guest = await b.anonymousToken();
    const [first, second, third] = await b.prematch(guest);
    await b.add(guest, first.winner.odd1Id, second.winner.odd2Id, third.totalGoal.underId);
    const totalRate = totalOf(first.winner.odd1, second.winner.odd2, third.totalGoal.under);

    const calculated = await b.sb('calculate', guest, { body: { type: 2, amount: 12.5 } });
    expect(calculated.body.data).toEqual({ possibleWin: winOf(12.5, totalRate), betAmount: 12.5, totalRate });
    expect((await b.slip(guest)).multipleBet).toEqual({ totalRate, possibleWin: winOf(12.5, totalRate), betAmount: 12.5 });
  });

  it('refuses a pick not in the slip, a multiple of one pick and a stake over the maximum, keeping the stake it had', async () => {
    const guest = await b.anonymousToken();
    const [event] = await b.prematch(guest);
    await b.add(guest, event.winner.odd1Id);
    await b.sb('calculate', guest, { body: { type: 1, oddId: event.winner.odd1Id, amount: 5 } });

    expect((await b.sb('calculate', guest, { body: { type: 1, oddId: event.winner.odd2Id, amount: 5 } })).body).toEqual({
      success: false, message: 'This pick is not in your betslip.', data: null,
    });
    expect((await b.sb('calculate', guest, { body: { type: 2, amount: 5 } })).body.message).toBe('A multiple needs at least 2 picks.');
    expect((await b.sb('calculate', guest, { body: { type: 1, oddId: event.winner.odd1Id, amount: 10_000.01 } })).body.message).toBe(
      'The maximum stake is 10,000.00 TRY.',
    );
    expect((await b.sb('calculate', guest, { body: { type: 1, oddId: event.winner.odd1Id, amount: 20_000 }, locale: 'tr' })).body.message).toBe(
      'En yüksek bahis tutarı 10.000,00 TRY.',
    );
    expect((await b.slip(guest)).oddList[0].amount).toBe(5);
  });
});

describe('logging in with a guest slip', () => {
  it('moves the guest’s picks and stakes to the player; the anonymous token’s slip is empty after', async () => {
    const guest = await b.anonymousToken();
    const [first, second] = await b.prematch(guest);
    await b.add(guest, first.winner.odd1Id, second.winner.odd1Id);
    await b.sb('calculate', guest, { body: { type: 1, oddId: first.winner.odd1Id, amount: 20 } });
    await b.sb('calculate', guest, { body: { type: 2, amount: 7 } });
    const before = await b.slip(guest);

    const player = await b.login('demouser', guest);
    expect(await b.slip(player)).toEqual(before);
    expect(await b.slip(guest)).toEqual(EMPTY);
    // The same player on another device sees the same slip.
    expect(await b.slip(await b.login('demouser'))).toEqual(before);
  });

  it('keeps the player’s own picks and stakes first, adds the guest’s new ones and stops at the maximum', async () => {
    const setup = await b.anonymousToken();
    const [event] = await b.prematch(setup);
    const odds = (await b.odds(setup, event.id)).map((odd) => odd.id);
    const player = await b.login('demouser');
    await b.add(player, ...odds.slice(0, MAX_PICKS - 2));
    await b.sb('calculate', player, { body: { type: 1, oddId: odds[0], amount: 3 } });
    await b.sb('calculate', player, { body: { type: 2, amount: 9 } });

    const guest = await b.anonymousToken();
    await b.add(guest, odds[0]!, odds[MAX_PICKS - 2]!, odds[MAX_PICKS - 1]!, odds[MAX_PICKS]!);
    await b.sb('calculate', guest, { body: { type: 1, oddId: odds[0], amount: 50 } });
    await b.sb('calculate', guest, { body: { type: 2, amount: 90 } });
    const login = await b.t.call('/api/auth/login', { body: { username: 'demouser', password: 'demo12345' }, token: guest, locale: 'en' });
    // One of the guest's new picks found no room: the player is told, not left to wonder.
    expect(login.body.message).toBe('Welcome back, Deniz! Your betslip holds at most 20 picks: 1 of the picks you added before logging in did not fit.');

    const merged = await b.slip(player);
    expect(merged.oddList.map((pick: any) => pick.oddId)).toEqual(odds.slice(0, MAX_PICKS));
    expect(merged.oddList[0].amount).toBe(3);
    expect(merged.multipleBet.betAmount).toBe(9);
  });

  it('also keeps the slip of a guest who signs up', async () => {
    const guest = await b.anonymousToken();
    const [event] = await b.prematch(guest);
    await b.add(guest, event.winner.odd1Id);
    const registered = await b.t.call('/api/auth/register', {
      token: guest,
      body: {
        name: 'Ayşe', surname: 'Kaya', username: 'aysekaya', email: 'ayse@example.com', phone: '5329998877',
        PersonalNo: '12345678901', birthDate: '1990-05-01', country: 235, currencyId: 1, trialBonus: 0,
        password: 'secret123', password2: 'secret123',
      },
    });
    expect(registered.body.success, registered.body.message).toBe(true);
    expect((await b.slip(registered.body.data.token)).oddList.map((pick: any) => pick.oddId)).toEqual([event.winner.odd1Id]);
  });
});

describe('bad input', () => {
  const cases: [string, unknown, string][] = [
    ['toggleOdd', { oddId: 'abc' }, 'Odd id: Enter a whole number'],
    ['toggleOdd', { oddId: -5 }, 'Odd id: This value is not valid'],
    ['toggleOdd', { oddId: 1.5 }, 'Odd id: Enter a whole number'],
    ['toggleOdd', { oddId: 1e300 }, 'Odd id: Enter a whole number'],
    ['toggleOdd', { oddId: 5, colour: 'red' }, 'colour: This field is not expected'],
    ['toggleOdd', [1, 2], 'Send a JSON object'],
    ['toggleOdd', '"odd"', 'Send a JSON object'],
    ['calculate', { type: 1, oddId: 5, amount: -1 }, 'Stake: Must be at least 0'],
    ['calculate', { type: 1, oddId: 5, amount: '10' }, 'Stake: Enter a number'],
    ['calculate', { type: 1, oddId: 5, amount: 'NaN' }, 'Stake: Enter a number'],
    ['calculate', { type: 1, oddId: 5, amount: 1.005 }, 'Stake: Use at most 2 decimals'],
    ['calculate', { type: 1, oddId: 5 }, 'Stake: This field is required'],
    ['calculate', { type: 3, amount: 5 }, 'Type: Choose one of the options'],
    ['calculate', { type: 2, amount: 5, oddId: 5 }, 'Odd id: This field is not expected'],
    ['placeBet', { type: 1, selection: [], acceptChanges: true }, 'Selections: Add at least 1'],
    ['placeBet', { type: 1, selection: [{ oddId: 5, amount: 1 }, { oddId: 5, amount: 2 }], acceptChanges: true }, 'Selections: Send each odd once'],
    ['placeBet', { type: 1, selection: [{ oddId: 5, amount: -2 }], acceptChanges: true }, 'Selections #1 Stake: Must be at least 0'],
    ['placeBet', { type: 2, amount: 10 }, 'Accept changes: This field is required'],
    ['placeBet', { type: 2, amount: 10, acceptChanges: 'yes' }, 'Accept changes: This value is not valid'],
    ['mybets', { skip: -1, take: 10, settled: false }, 'Skip: Must be at least 0'],
    ['mybets', { skip: 0, take: 51, settled: false }, 'Take: Must be at most 50'],
  ];

  it.each(cases)('%s %j → 400 "%s", and nothing changes', async (path, body, expected) => {
    const guest = await b.anonymousToken();
    const [event] = await b.prematch(guest);
    await b.add(guest, event.winner.odd1Id);
    const player = await b.login('demouser', guest);
    const before = { slip: await b.slip(player), balance: await b.balance(player) };

    const response = await b.sb(path, player, { body });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe(expected);
    expect({ slip: await b.slip(player), balance: await b.balance(player) }).toEqual(before);
  });

  it('words the problem in Turkish for a Turkish caller', async () => {
    const guest = await b.anonymousToken();
    const response = await b.sb('calculate', guest, { body: { type: 1, oddId: 5, amount: -1 }, locale: 'tr' });
    expect(response.body).toEqual({ success: false, message: 'Bahis tutarı: En az 0 olmalıdır', data: { fields: { amount: 'En az 0 olmalıdır' } } });
  });
});
