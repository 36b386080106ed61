import { describe, expect, it } from 'vitest';
import { MARKET, priceMarkets, type PricedMarket } from './markets.ts';
import { matchScript, type MatchScript, type ScoreStep } from './match.script.ts';
import { sportById, type Sport } from './sports.catalog.ts';

const sport = (id: number): Sport => sportById(id) as Sport;
const names = (market: PricedMarket | undefined) => market?.odds.map((odd) => odd.name('en'));
const rate = (markets: PricedMarket[], slot: number) => markets.flatMap((market) => market.odds).find((odd) => odd.slot === slot)?.rate;

function prices(id: number, script: MatchScript, elapsed = 0, score: ScoreStep = script.steps[0]!, live = elapsed > 0) {
  return priceMarkets({ sport: sport(id), plan: script, homeName: 'Galatasaray', awayName: 'Fenerbahçe', elapsed, score, live, drift: () => 1 });
}

describe('football prices', () => {
  const script = matchScript(5, 77, sport(1));
  const prematch = prices(1, script);

  it('offer Match Result, Double Chance, Total Goals 2.5 and more, with fixed slots', () => {
    expect(names(prematch.find((market) => market.id === MARKET.matchResult.id))).toEqual(['1', 'X', '2']);
    expect(names(prematch.find((market) => market.id === MARKET.doubleChance.id))).toEqual(['1X', '12', 'X2']);
    expect(names(prematch.find((market) => market.id === MARKET.total.id))).toEqual(['Under 2.5', 'Over 2.5']);
    expect(prematch.find((market) => market.id === MARKET.total.id)?.name('tr')).toBe('Toplam Gol (2,5)');
    expect(prematch.map((market) => market.id)).toEqual(expect.arrayContaining([6, 7, 8, 9, 10, 11, 12, 13, 14]));
    expect(prematch.flatMap((market) => market.odds).length).toBeGreaterThan(40);
  });

  it('make the stronger side the favourite and keep a margin in every market', () => {
    const strength = script.strength;
    if (strength.kind !== 'timed') throw new Error('football is timed');
    const [one, two] = [rate(prematch, 0)!, rate(prematch, 2)!];
    expect(strength.homeRate > strength.awayRate).toBe(one < two);
    for (const market of prematch.filter((m) => m.id !== MARKET.doubleChance.id)) {
      expect(market.odds.reduce((sum, odd) => sum + 1 / odd.rate, 0), market.name('en')).toBeGreaterThan(1);
    }
  });

  it('react to a goal: the scorer shortens, a correct score it rules out stays in its place, locked', () => {
    const before = prices(1, script, 20 * 60_000, { at: 0, home: 0, away: 0, setHome: 0, setAway: 0, suspends: false });
    const after = prices(1, script, 20 * 60_000, { at: 20 * 60_000, home: 1, away: 0, setHome: 0, setAway: 0, suspends: true });
    expect(rate(after, 0)!).toBeLessThan(rate(before, 0)!);
    expect(rate(after, 2)!).toBeGreaterThan(rate(before, 2)!);
    const scores = (markets: PricedMarket[]) => markets.find((market) => market.id === MARKET.correctScore.id)!.odds;
    expect(scores(before).map((odd) => odd.name('en'))).toEqual(scores(after).map((odd) => odd.name('en')));
    expect(scores(before)[0]).toMatchObject({ slot: 20, locked: false });
    expect(scores(after)[0]).toMatchObject({ slot: 20, rate: 0, locked: true });
  });

  // Minute m of the second half, in ms after kick-off.
  const secondHalf = (minute: number) => script.phases[2]!.from + (minute - 46) * 60_000;
  const twoNil = { at: 0, home: 2, away: 0, setHome: 0, setAway: 0, suspends: false };
  const matchResult = (markets: PricedMarket[]) => markets.find((market) => market.id === MARKET.matchResult.id)!;

  it('keep a withdrawn outcome in its slot, locked: 2:0 in the 67th minute, the away win', () => {
    const result = matchResult(prices(1, script, secondHalf(67), twoNil));
    expect(result.settled).toBe(false);
    expect(result.odds.map((odd) => [odd.name('en'), odd.locked])).toEqual([['1', false], ['X', false], ['2', true]]);
    expect(result.odds[2]!.rate).toBe(0);
    expect(result.odds[1]!.rate).toBeGreaterThan(10);
  });

  it('lock every outcome of a decided market and keep it: 2:0 in the 89th minute', () => {
    const late = prices(1, script, secondHalf(89), twoNil);
    const result = matchResult(late);
    expect(result.settled).toBe(false);
    expect(result.odds.map((odd) => [odd.name('en'), odd.rate, odd.locked])).toEqual([['1', 0, true], ['X', 0, true], ['2', 0, true]]);
    // Every market of the match is still listed, in the same order as before kick-off.
    expect(late.map((market) => market.id)).toEqual(prematch.map((market) => market.id));
  });

  it('settle a market once its result is certain: Total Goals 2.5 after a third goal, the first half after half time', () => {
    const late = prices(1, script, secondHalf(70), { at: 0, home: 3, away: 0, setHome: 0, setAway: 0, suspends: false });
    const total = late.find((market) => market.id === MARKET.total.id)!;
    expect(total).toMatchObject({ settled: true });
    expect(total.odds.every((odd) => odd.locked && odd.rate === 0)).toBe(true);
    expect(late.find((market) => market.id === MARKET.firstHalf.id)).toMatchObject({ settled: true });
    // Still open: the higher line, and both teams to score (the away side may yet).
    expect(late.find((market) => market.id === MARKET.totalHigh.id)).toMatchObject({ settled: false });
    expect(late.find((market) => market.id === MARKET.bothTeamsToScore.id)).toMatchObject({ settled: false });
    const firstHalf = prices(1, script, secondHalf(46) - 60_000, { at: 0, home: 0, away: 0, setHome: 0, setAway: 0, suspends: false });
    expect(firstHalf.find((market) => market.id === MARKET.firstHalf.id)).toMatchObject({ settled: true });
  });
});

describe('other sports', () => {
  it('give basketball no draw and a points line near the expected total', () => {
    const markets = prices(2, matchScript(5, 78, sport(2)));
    expect(names(markets.find((market) => market.id === MARKET.matchResult.id))).toEqual(['1', '2']);
    expect(markets.some((market) => market.id === MARKET.doubleChance.id)).toBe(false);
    const line = Number(names(markets.find((market) => market.id === MARKET.total.id))![0]!.split(' ')[1]);
    expect(line).toBeGreaterThan(130);
    expect(line).toBeLessThan(200);
  });

  it('price tennis by sets, with the current set winner', () => {
    const script = matchScript(5, 79, sport(3));
    const markets = prices(3, script);
    expect(markets.find((market) => market.id === MARKET.correctScore.id)?.name('en')).toBe('Set Score');
    expect(names(markets.find((market) => market.id === MARKET.correctScore.id))).toEqual(['2-0', '2-1', '1-2', '0-2']);
    expect(markets.find((market) => market.id === MARKET.setWinner.id + 1)?.name('en')).toBe('1st Set Winner');
  });

  it("keep a played set's markets, settled, beside the set being played", () => {
    const script = matchScript(5, 79, sport(3));
    const markets = prices(3, script, 40 * 60_000, { at: 0, home: 1, away: 0, setHome: 2, setAway: 1, suspends: false });
    const sets = markets.filter((market) => market.id > MARKET.setWinner.id).map((market) => [market.name('en'), market.settled]);
    expect(sets).toEqual([
      ['1st Set Winner', true],
      ['1st Set Total (9.5)', true],
      ['2nd Set Winner', false],
      ['2nd Set Total (9.5)', false],
    ]);
    // A final score the first set ruled out stays listed, locked.
    const score = markets.find((market) => market.id === MARKET.correctScore.id)!;
    expect(score.odds.map((odd) => [odd.name('en'), odd.locked])).toEqual([['2-0', false], ['2-1', false], ['1-2', false], ['0-2', true]]);
  });
});
