import { describe, expect, it } from 'vitest';
import { mainMarkets, marketsJson } from './feed.views.ts';
import { MARKET, oddIdOf, priceMarkets } from './markets.ts';
import { matchScript } from './match.script.ts';
import { sportById, type Sport } from './sports.catalog.ts';

const football = sportById(1) as Sport;
const script = matchScript(5, 77, football);
const EVENT = 5434900101;
const id = (slot: number) => oddIdOf(EVENT, slot);
/** Minute m of the second half, in ms after kick-off. */
const secondHalf = (minute: number) => script.phases[2]!.from + (minute - 46) * 60_000;
const at = (minute: number, home: number, away: number) =>
  priceMarkets({
    sport: football, plan: script, homeName: 'Galatasaray', awayName: 'Fenerbahçe', elapsed: secondHalf(minute),
    score: { at: 0, home, away, setHome: 0, setAway: 0, suspends: false }, live: true, drift: () => 1,
  });

describe('an event row at 2:0', () => {
  it('in the 67th minute keeps the away win in its place: its id, rate 0', () => {
    const row = mainMarkets(EVENT, at(67, 2, 0));
    expect(row.winner).toEqual({ odd1: expect.any(Number), oddX: expect.any(Number), odd2: 0, odd1Id: id(0), oddXId: id(1), odd2Id: id(2) });
    expect(row.winner!.oddX).toBeGreaterThan(10);
    // Total Goals 2.5 is open (a third goal would settle it).
    expect(row.totalGoal).toEqual({ under: expect.any(Number), over: expect.any(Number), underId: id(6), overId: id(7) });
  });

  it('in the 89th minute keeps a decided Match Result with every outcome at rate 0, not settled', () => {
    const row = mainMarkets(EVENT, at(89, 2, 0));
    expect(row.winner).toEqual({ odd1: 0, oddX: 0, odd2: 0, odd1Id: id(0), oddXId: id(1), odd2Id: id(2) });
  });

  it('says a market is settled once its result is known, and counts only the odds on offer', () => {
    const markets = at(70, 3, 0);
    const row = mainMarkets(EVENT, markets);
    expect(row.totalGoal).toEqual({ under: 0, over: 0, underId: id(6), overId: id(7), settled: true });
    const offered = markets.flatMap((market) => market.odds).filter((odd) => !odd.locked);
    expect(row.oddCount).toBe(offered.length);
    expect(row.oddCount).toBeLessThan(markets.flatMap((market) => market.odds).length);
  });
});

describe('the event detail', () => {
  it('lists a withdrawn outcome locked at rate 0, and a settled market by name with no odds', () => {
    const settled = marketsJson(EVENT, at(70, 3, 0), 'tr', false);
    expect(settled.find((market) => market.id === MARKET.total.id)).toEqual({ id: 3, name: 'Toplam Gol (2,5)', settled: true, odds: [] });
    const result = marketsJson(EVENT, at(67, 2, 0), 'tr', false).find((market) => market.id === MARKET.matchResult.id)!;
    expect(result).toEqual({
      id: 1,
      name: 'Maç Sonucu',
      odds: [
        { id: id(0), name: '1', rate: expect.any(Number), locked: false },
        { id: id(1), name: 'X', rate: expect.any(Number), locked: false },
        { id: id(2), name: '2', rate: 0, locked: true },
      ],
    });
  });

  it('locks every odd while the event is suspended, keeping the prices of those on offer', () => {
    const markets = marketsJson(EVENT, at(67, 2, 0), 'en', true);
    const result = markets.find((market) => market.id === MARKET.matchResult.id)!;
    expect(result.odds.map((odd) => odd.locked)).toEqual([true, true, true]);
    expect(result.odds.map((odd) => odd.rate > 0)).toEqual([true, true, false]);
  });
});
