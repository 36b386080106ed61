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

  it('react to a goal: the scorer shortens, the correct scores it rules out go', () => {
    const before = prices(1, script, 20 * 60_000, { at: 0, home: 0, away: 0, setHome: 0, setAway: 0, suspends: false });
    const after = prices(1, script, 20 * 60_000, { at: 20 * 60_000, home: 1, away: 0, setHome: 0, setAway: 0, suspends: true });
    expect(rate(after, 0)!).toBeLessThan(rate(before, 0)!);
    expect(rate(after, 2)!).toBeGreaterThan(rate(before, 2)!);
    const scores = (markets: PricedMarket[]) => names(markets.find((market) => market.id === MARKET.correctScore.id));
    expect(scores(before)).toContain('0-0');
    expect(scores(after)).not.toContain('0-0');
  });

  it('withdraw a market once it is decided', () => {
    const late = prices(1, script, script.end - 30_000, { at: 0, home: 3, away: 0, setHome: 0, setAway: 0, suspends: false });
    expect(late.some((market) => market.id === MARKET.total.id)).toBe(false);
    expect(late.some((market) => market.id === MARKET.firstHalf.id)).toBe(false);
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
});
