import type { Locale } from '../i18n/locale.ts';
import { lineText, periodName, WORDS } from './feed.texts.ts';
import type { MatchPlan, ScoreStep } from './match.script.ts';
import { setTarget } from './match.script.ts';
import { chance, chanceOf, combine, compoundPoisson, shifted, type Distribution } from './odds.math.ts';
import { onPriceLadder } from './odds.ladder.ts';
import { finalSetScores, setEndings } from './sets.math.ts';
import type { SetPlay, Sport, TimedPlay } from './sports.catalog.ts';

type Words = (locale: Locale) => string;

/** One outcome before the margin: its slot (the last two digits of its odd id), name and chance. */
interface Outcome {
  slot: number;
  name: Words;
  probability: number;
  /** The line a total or handicap is settled against (a handicap's is the home side's). */
  line?: number;
}

/** A market before pricing. */
interface FairMarket {
  id: number;
  name: Words;
  margin: number;
  outcomes: Outcome[];
  /** Its result is known whatever the chances say (a set already played). */
  settled?: boolean;
}

/** A priced outcome; `line` as in {@link Outcome}. */
export interface PricedOdd {
  slot: number;
  name: Words;
  /** The price; 0 while locked. */
  rate: number;
  /** In its slot but not offered: too unlikely (withdrawn), or its market decided or settled. */
  locked: boolean;
  line?: number;
}

/**
 * A market with rates, as the detail and the rows show it. Every outcome keeps its slot while the
 * market lasts; a settled market (its result known) keeps its place with every outcome locked.
 */
export interface PricedMarket {
  id: number;
  name: Words;
  settled: boolean;
  odds: PricedOdd[];
}

/** Market ids (unique within an event) and where their odds' slots start. */
export const MARKET = {
  matchResult: { id: 1, slot: 0 },
  doubleChance: { id: 2, slot: 3 },
  total: { id: 3, slot: 6 },
  totalLow: { id: 4, slot: 8 },
  totalHigh: { id: 5, slot: 10 },
  bothTeamsToScore: { id: 6, slot: 12 },
  handicap: { id: 7, slot: 14 },
  handicapAway: { id: 8, slot: 17 },
  correctScore: { id: 9, slot: 20 },
  oddEven: { id: 10, slot: 37 },
  homeTotal: { id: 11, slot: 39 },
  awayTotal: { id: 12, slot: 41 },
  drawNoBet: { id: 13, slot: 43 },
  firstHalf: { id: 14, slot: 45 },
  /** Per set (map) n ≥ 1: market id 100 + n, slots 48 + 2(n - 1). */
  setWinner: { id: 100, slot: 48 },
  /** Per set (map) n ≥ 1: market id 110 + n, slots 58 + 2(n - 1). */
  setTotal: { id: 110, slot: 58 },
} as const;

/** An odd's id: the event id and the odd's slot, so an odd id names its event (`Math.floor(id / 100)`). */
export const oddIdOf = (eventId: number, slot: number): number => eventId * 100 + slot;

const fixed = (words: Record<Locale, string>): Words => (locale) => words[locale];
const literal = (text: string): Words => () => text;

/** Correct Score's listed scores of low-scoring timed sports, from slot 20 on; the next slot is 'Other'. */
export const CORRECT_SCORES = ['0-0', '1-0', '0-1', '1-1', '2-0', '0-2', '2-1', '1-2', '2-2', '3-0', '0-3', '3-1', '1-3', '3-2', '2-3', '3-3'];

/** The final set (map) scores a best-of-n match can end with, in the order of their Correct Score slots. */
export function setScoreList(play: SetPlay): string[] {
  const needed = Math.ceil(play.bestOf / 2);
  const possible: string[] = [];
  for (let losing = 0; losing < needed; losing += 1) possible.push(`${needed}-${losing}`);
  for (let losing = needed - 1; losing >= 0; losing -= 1) possible.push(`${losing}-${needed}`);
  return possible;
}

/** The prices an event's markets have before and during the match. */
export interface PricingInput {
  sport: Sport;
  /** The sides' strength and the periods of play: never the script's scores to come. */
  plan: MatchPlan;
  homeName: string;
  awayName: string;
  /** Ms after kick-off the prices are for (0 before kick-off). */
  elapsed: number;
  /** The score at `elapsed`. */
  score: ScoreStep;
  live: boolean;
  /** Multiplies an outcome's chance a little, so prices drift (1 = none). */
  drift: (slot: number) => number;
}

function totalMarkets(input: PricingInput, play: TimedPlay, home: Distribution, away: Distribution, lines: Lines): FairMarket[] {
  const { sport } = input;
  const total = combine(home, away, 1);
  const difference = combine(home, away, -1);
  const markets: FairMarket[] = [];
  const underOver = (id: number, slot: number, line: number, distribution: Distribution, name: Words): FairMarket => {
    const under = chance(distribution, (value) => value < line);
    return {
      id, name, margin: 0.07,
      outcomes: [
        { slot, name: (locale) => `${WORDS.under[locale]} ${lineText(locale, line)}`, probability: under, line },
        { slot: slot + 1, name: (locale) => `${WORDS.over[locale]} ${lineText(locale, line)}`, probability: 1 - under, line },
      ],
    };
  };
  const totalName = (line: number): Words => (locale) => `${sport.totalName[locale]} (${lineText(locale, line)})`;

  const homeWin = chance(difference, (value) => value > 0);
  const draw = chanceOf(difference, 0);
  const awayWin = 1 - homeWin - draw;
  if (play.draw) {
    markets.push({
      ...MARKET.matchResult, name: fixed(WORDS.matchResult), margin: 0.06,
      outcomes: [
        { slot: 0, name: literal('1'), probability: homeWin },
        { slot: 1, name: literal('X'), probability: draw },
        { slot: 2, name: literal('2'), probability: awayWin },
      ],
    });
    markets.push({
      ...MARKET.doubleChance, name: fixed(WORDS.doubleChance), margin: 0.05,
      // Each pair is its own bet; the margin is applied to each chance as if alone.
      outcomes: [
        { slot: 3, name: literal('1X'), probability: homeWin + draw },
        { slot: 4, name: literal('12'), probability: homeWin + awayWin },
        { slot: 5, name: literal('X2'), probability: draw + awayWin },
      ],
    });
  } else {
    // Without a draw, a level score goes to overtime: a coin toss.
    markets.push({
      ...MARKET.matchResult, name: fixed(WORDS.matchResult), margin: 0.06,
      outcomes: [
        { slot: 0, name: literal('1'), probability: homeWin + draw / 2 },
        { slot: 2, name: literal('2'), probability: awayWin + draw / 2 },
      ],
    });
  }
  markets.push(underOver(MARKET.total.id, MARKET.total.slot, lines.total, total, totalName(lines.total)));
  markets.push(underOver(MARKET.totalLow.id, MARKET.totalLow.slot, lines.total - lines.step, total, totalName(lines.total - lines.step)));
  markets.push(underOver(MARKET.totalHigh.id, MARKET.totalHigh.slot, lines.total + lines.step, total, totalName(lines.total + lines.step)));

  if (lines.lowScoring) {
    const bothScore = (1 - chanceOf(home, 0)) * (1 - chanceOf(away, 0));
    markets.push({
      ...MARKET.bothTeamsToScore, name: fixed(WORDS.bothTeamsToScore), margin: 0.07,
      outcomes: [
        { slot: 12, name: fixed(WORDS.yes), probability: bothScore },
        { slot: 13, name: fixed(WORDS.no), probability: 1 - bothScore },
      ],
    });
    for (const [market, head] of [[MARKET.handicap, -1], [MARKET.handicapAway, 1]] as const) {
      const label = head < 0 ? '0:1' : '1:0';
      markets.push({
        ...market, name: (locale) => `${WORDS.handicap[locale]} (${label})`, margin: 0.08,
        outcomes: [
          { slot: market.slot, name: literal('1'), probability: chance(difference, (value) => value + head > 0), line: head },
          { slot: market.slot + 1, name: literal('X'), probability: chanceOf(difference, -head), line: head },
          { slot: market.slot + 2, name: literal('2'), probability: chance(difference, (value) => value + head < 0), line: head },
        ],
      });
    }
    const scores = CORRECT_SCORES.map((text, index) => {
      const [h, a] = text.split('-').map(Number) as [number, number];
      return { slot: MARKET.correctScore.slot + index, name: literal(text), probability: chanceOf(home, h) * chanceOf(away, a) };
    });
    const listed = scores.reduce((sum, outcome) => sum + outcome.probability, 0);
    markets.push({
      ...MARKET.correctScore, name: fixed(WORDS.correctScore), margin: 0.2,
      outcomes: [...scores, { slot: MARKET.correctScore.slot + CORRECT_SCORES.length, name: fixed(WORDS.other), probability: Math.max(0, 1 - listed) }],
    });
  } else {
    const line = lines.spread;
    const covers = chance(difference, (value) => value + line > 0);
    markets.push({
      ...MARKET.handicap, name: fixed(WORDS.handicap), margin: 0.07,
      outcomes: [
        { slot: MARKET.handicap.slot, name: (locale) => `1 (${lineText(locale, line, true)})`, probability: covers, line },
        { slot: MARKET.handicap.slot + 1, name: (locale) => `2 (${lineText(locale, -line, true)})`, probability: 1 - covers, line },
      ],
    });
  }

  const odd = chance(total, (value) => Math.abs(value) % 2 === 1);
  markets.push({
    ...MARKET.oddEven, name: fixed(WORDS.oddEven), margin: 0.07,
    outcomes: [
      { slot: 37, name: fixed(WORDS.odd), probability: odd },
      { slot: 38, name: fixed(WORDS.even), probability: 1 - odd },
    ],
  });
  markets.push(underOver(MARKET.homeTotal.id, MARKET.homeTotal.slot, lines.home, home, (locale) => `${input.homeName} ${sport.totalName[locale]} (${lineText(locale, lines.home)})`));
  markets.push(underOver(MARKET.awayTotal.id, MARKET.awayTotal.slot, lines.away, away, (locale) => `${input.awayName} ${sport.totalName[locale]} (${lineText(locale, lines.away)})`));
  if (play.draw) {
    const decided = homeWin + awayWin;
    markets.push({
      ...MARKET.drawNoBet, name: fixed(WORDS.drawNoBet), margin: 0.06,
      outcomes: [
        { slot: 43, name: literal('1'), probability: decided > 0 ? homeWin / decided : 0.5 },
        { slot: 44, name: literal('2'), probability: decided > 0 ? awayWin / decided : 0.5 },
      ],
    });
  }
  return markets;
}

interface Lines {
  total: number;
  step: number;
  home: number;
  away: number;
  /** Home's handicap in a two-way spread (negative when home is the favourite). */
  spread: number;
  lowScoring: boolean;
}

const halfLine = (value: number): number => Math.floor(value) + 0.5;

function linesOf(input: PricingInput, play: TimedPlay, expectedHome: number, expectedAway: number): Lines {
  const expectedTotal = expectedHome + expectedAway;
  const lowScoring = play.values.length === 1 && play.expectedTotal < 10;
  // The spec's Total Goals line is 2.5 in football.
  const total = input.sport.id === 1 ? 2.5 : halfLine(expectedTotal);
  const step = lowScoring ? 1 : Math.max(1, Math.round(Math.sqrt(expectedTotal) / 2));
  const lead = expectedHome - expectedAway;
  const spread = lead >= 0 ? -halfLine(lead) : halfLine(-lead);
  return { total, step, home: halfLine(expectedHome), away: halfLine(expectedAway), spread, lowScoring };
}

function timedMarkets(input: PricingInput, play: TimedPlay): FairMarket[] {
  const { plan, elapsed, score } = input;
  const strength = plan.strength;
  if (strength.kind !== 'timed') return [];
  const plays = plan.phases.filter((phase) => phase.kind === 'play');
  const minutesLeft = (phases: typeof plays) =>
    phases.reduce((sum, phase) => sum + Math.max(0, phase.to - Math.max(phase.from, elapsed)) / 60_000, 0);
  const fullMinutes = plays.reduce((sum, phase) => sum + (phase.to - phase.from) / 60_000, 0);
  const weights = play.values.reduce((sum, [, weight]) => sum + weight, 0);
  const meanValue = play.values.reduce((sum, [value, weight]) => sum + value * weight, 0) / weights;
  const lines = linesOf(input, play, strength.homeRate * fullMinutes * meanValue, strength.awayRate * fullMinutes * meanValue);

  const left = minutesLeft(plays);
  const home = shifted(compoundPoisson(strength.homeRate * left, play.values), score.home);
  const away = shifted(compoundPoisson(strength.awayRate * left, play.values), score.away);
  const markets = totalMarkets(input, play, home, away, lines);

  const firstHalf = plays.slice(0, play.periods === 3 ? 1 : play.periods / 2);
  // Once that part is over its result is certain: the market stays, settled.
  {
    const firstHalfLeft = minutesLeft(firstHalf);
    const halfHome = shifted(compoundPoisson(strength.homeRate * firstHalfLeft, play.values), score.home);
    const halfAway = shifted(compoundPoisson(strength.awayRate * firstHalfLeft, play.values), score.away);
    const difference = combine(halfHome, halfAway, -1);
    const homeWin = chance(difference, (value) => value > 0);
    const draw = chanceOf(difference, 0);
    markets.push({
      ...MARKET.firstHalf, name: fixed(play.periods === 3 ? WORDS.firstPeriodResult : WORDS.firstHalfResult), margin: 0.07,
      outcomes: [
        { slot: 45, name: literal('1'), probability: homeWin },
        { slot: 46, name: literal('X'), probability: draw },
        { slot: 47, name: literal('2'), probability: 1 - homeWin - draw },
      ],
    });
  }
  return markets;
}

function setMarkets(input: PricingInput, play: SetPlay): FairMarket[] {
  const { plan, score } = input;
  if (plan.strength.kind !== 'sets') return [];
  const pointChance = plan.strength.pointChance;
  const setIndex = score.home + score.away;
  const target = setTarget(play, setIndex);
  const current = setEndings(play, target, pointChance, score.setHome, score.setAway);
  const finals = finalSetScores(play, pointChance, score.home, score.away, current.homeWins);
  const finalsOf = (test: (home: number, away: number) => boolean) =>
    [...finals].reduce((sum, [text, probability]) => {
      const [h, a] = text.split('-').map(Number) as [number, number];
      return test(h, a) ? sum + probability : sum;
    }, 0);
  const maps = play.naming === 'map';
  const homeWins = finalsOf((h, a) => h > a);
  const markets: FairMarket[] = [
    {
      ...MARKET.matchResult, name: fixed(WORDS.matchResult), margin: 0.06,
      outcomes: [
        { slot: 0, name: literal('1'), probability: homeWins },
        { slot: 2, name: literal('2'), probability: 1 - homeWins },
      ],
    },
  ];
  const totalLines = play.bestOf === 3 ? [2.5] : [3.5, 4.5];
  totalLines.forEach((line, index) => {
    const market = index === 0 ? MARKET.total : MARKET.totalHigh;
    const under = finalsOf((h, a) => h + a < line);
    markets.push({
      ...market, name: (locale) => `${input.sport.totalName[locale]} (${lineText(locale, line)})`, margin: 0.07,
      outcomes: [
        { slot: market.slot, name: (locale) => `${WORDS.under[locale]} ${lineText(locale, line)}`, probability: under, line },
        { slot: market.slot + 1, name: (locale) => `${WORDS.over[locale]} ${lineText(locale, line)}`, probability: 1 - under, line },
      ],
    });
  });
  const homeByTwo = finalsOf((h, a) => h - a >= 2);
  markets.push({
    ...MARKET.handicap, name: fixed(maps ? WORDS.mapHandicap : WORDS.setHandicap), margin: 0.07,
    outcomes: [
      { slot: MARKET.handicap.slot, name: (locale) => `1 (${lineText(locale, -1.5, true)})`, probability: homeByTwo, line: -1.5 },
      { slot: MARKET.handicap.slot + 1, name: (locale) => `2 (${lineText(locale, 1.5, true)})`, probability: 1 - homeByTwo, line: -1.5 },
    ],
  });
  const possible = setScoreList(play);
  markets.push({
    ...MARKET.correctScore, name: fixed(maps ? WORDS.mapScore : WORDS.setScore), margin: 0.12,
    outcomes: possible.map((text, index) => ({ slot: MARKET.correctScore.slot + index, name: literal(text), probability: finals.get(text) ?? 0 })),
  });
  // The sets played so far keep their markets, settled; the set being played is priced.
  for (let number = 1; number <= Math.min(setIndex + 1, play.bestOf); number += 1) {
    const settled = number <= setIndex;
    const setWord = (locale: Locale) => periodName(locale, play.naming, number);
    const winnerSlot = MARKET.setWinner.slot + 2 * (number - 1);
    const homeWinsSet = settled ? 0.5 : current.homeWins;
    markets.push({
      id: MARKET.setWinner.id + number, name: (locale) => `${setWord(locale)} ${WORDS.winner[locale]}`, margin: 0.06, settled,
      outcomes: [
        { slot: winnerSlot, name: literal('1'), probability: homeWinsSet },
        { slot: winnerSlot + 1, name: literal('2'), probability: 1 - homeWinsSet },
      ],
    });
    const line = 2 * setTarget(play, number - 1) - 2.5;
    const under = settled ? 0.5 : [...current.totals].reduce((sum, [points, probability]) => (points < line ? sum + probability : sum), 0);
    const totalSlot = MARKET.setTotal.slot + 2 * (number - 1);
    markets.push({
      id: MARKET.setTotal.id + number, name: (locale) => `${setWord(locale)} ${WORDS.total[locale]} (${lineText(locale, line)})`, margin: 0.07, settled,
      outcomes: [
        { slot: totalSlot, name: (locale) => `${WORDS.under[locale]} ${lineText(locale, line)}`, probability: under, line },
        { slot: totalSlot + 1, name: (locale) => `${WORDS.over[locale]} ${lineText(locale, line)}`, probability: 1 - under, line },
      ],
    });
  }
  return markets;
}

/** Below this chance an outcome is withdrawn (locked in its slot); above 1 minus it a market is decided. */
export const LEAST_CHANCE = 0.004;
/** From this chance an outcome is certain: its market is settled (floating point aside, exactly 1). */
const CERTAIN = 1 - 1e-9;

const lockedOdd = (outcome: Outcome): PricedOdd => ({
  slot: outcome.slot,
  name: outcome.name,
  rate: 0,
  locked: true,
  ...(outcome.line === undefined ? {} : { line: outcome.line }),
});

/**
 * A market's prices. An outcome under {@link LEAST_CHANCE} stays in its slot, locked; a decided
 * market (an outcome above 1 − LEAST_CHANCE) locks every outcome; a certain one settles it.
 */
function price(market: FairMarket, input: PricingInput): PricedMarket {
  const { id, name } = market;
  const settled = market.settled === true || market.outcomes.some((outcome) => outcome.probability >= CERTAIN);
  if (settled || market.outcomes.some((outcome) => outcome.probability > 1 - LEAST_CHANCE)) {
    return { id, name, settled, odds: market.outcomes.map(lockedOdd) };
  }
  const margin = market.margin + (input.live ? 0.02 : 0);
  const drifted = market.outcomes.map((outcome) => outcome.probability * input.drift(outcome.slot));
  const driftedSum = drifted.reduce((sum, value) => sum + value, 0);
  const fairSum = market.outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
  const odds = market.outcomes.map((outcome, index) => {
    const probability = ((drifted[index] as number) * fairSum) / driftedSum;
    if (probability < LEAST_CHANCE) return lockedOdd(outcome);
    const rate = onPriceLadder(1 / (probability * (1 + margin)));
    return { slot: outcome.slot, name: outcome.name, rate, locked: false, ...(outcome.line === undefined ? {} : { line: outcome.line }) };
  });
  return { id, name, settled: false, odds };
}

/**
 * Every market of an event at `input.elapsed`, priced with margin and drift: open ones, decided
 * ones (every outcome locked) and settled ones, each in its place for the rest of the match.
 */
export function priceMarkets(input: PricingInput): PricedMarket[] {
  const { play } = input.sport;
  const fair = play.kind === 'timed' ? timedMarkets(input, play) : setMarkets(input, play);
  return fair.map((market) => price(market, input));
}
