import type { Locale } from '../i18n/locale.ts';

/** The score fields of a live result; each is an 'a-b' string. */
export type ScoreField = 'Goal' | 'SetScore' | 'Points' | 'MapScore';

export type Localized = Readonly<Record<Locale, string>>;

/** How a period is named: `1. Yarı` / `1st Half`, `2. Harita` / `Map 2`. */
export type PeriodNaming = 'half' | 'quarter' | 'period' | 'set' | 'map';

/** A sport played on a clock: periods of fixed length with breaks between them. */
export interface TimedPlay {
  kind: 'timed';
  periods: number;
  periodMinutes: number;
  /** Minutes of each break, between period i and i+1. */
  breakMinutes: readonly number[];
  /** Added time at the end of each period, in whole minutes [min, max] (football's stoppage). */
  stoppage: readonly [number, number];
  naming: PeriodNaming;
  /** What one score is worth and how often (e.g. basketball: 1, 2 or 3 points). */
  values: readonly (readonly [value: number, weight: number])[];
  /** Both teams' expected total score over the regular time, before team strengths. */
  expectedTotal: number;
  /** A score locks the odds for a moment (goals do; basketball baskets do not). */
  suspendsOnScore: boolean;
  /** Whether the match can end level (a draw is a Match Result outcome). */
  draw: boolean;
}

/** A sport of sets (or maps): points are played until one side wins enough sets. */
export interface SetPlay {
  kind: 'sets';
  bestOf: number;
  /** Points (games in tennis, rounds in e-sports) that win a set, by 2 clear. */
  target: number;
  /** The deciding set's target (volleyball's fifth set is played to 15). */
  decidingTarget: number;
  /** At target-target a single tie-break point decides the set (tennis' tie-break as one game). */
  tiebreak: boolean;
  /** Real seconds one point takes [min, max]. */
  secondsPerPoint: readonly [number, number];
  breakMinutes: number;
  naming: PeriodNaming;
  /** The field that carries the won sets. */
  setField: 'SetScore' | 'MapScore';
  /** Minutes run within a set (e-sports maps show a clock; tennis does not). */
  clock: boolean;
  /** Spread of the per-point win chance around 0.5 (tennis games are lopsided, rallies are not). */
  edge: number;
}

export interface Sport {
  id: number;
  name: Localized;
  sort: number;
  play: TimedPlay | SetPlay;
  /** The main (timed) score field; set sports use their `setField`. */
  scoreField: ScoreField;
  /** Name of the Total market and its unit: 'Toplam Gol' / 'Total Goals'. */
  totalName: Localized;
}

const goals = [[1, 1]] as const;

/** Every sport of the feed. 11 and 35 exist in the feed but the SDK hides them (spec). */
export const SPORTS: readonly Sport[] = [
  {
    id: 1,
    name: { tr: 'Futbol', en: 'Football' },
    sort: 1,
    scoreField: 'Goal',
    totalName: { tr: 'Toplam Gol', en: 'Total Goals' },
    play: {
      kind: 'timed', periods: 2, periodMinutes: 45, breakMinutes: [15], stoppage: [1, 6], naming: 'half',
      values: goals, expectedTotal: 2.7, suspendsOnScore: true, draw: true,
    },
  },
  {
    id: 2,
    name: { tr: 'Basketbol', en: 'Basketball' },
    sort: 2,
    scoreField: 'Points',
    totalName: { tr: 'Toplam Sayı', en: 'Total Points' },
    play: {
      kind: 'timed', periods: 4, periodMinutes: 10, breakMinutes: [2, 15, 2], stoppage: [0, 0], naming: 'quarter',
      values: [[1, 0.12], [2, 0.6], [3, 0.28]], expectedTotal: 165, suspendsOnScore: false, draw: false,
    },
  },
  {
    id: 3,
    name: { tr: 'Tenis', en: 'Tennis' },
    sort: 3,
    scoreField: 'SetScore',
    totalName: { tr: 'Toplam Set', en: 'Total Sets' },
    play: {
      kind: 'sets', bestOf: 3, target: 6, decidingTarget: 6, tiebreak: true, secondsPerPoint: [170, 330],
      breakMinutes: 2, naming: 'set', setField: 'SetScore', clock: false, edge: 0.07,
    },
  },
  {
    id: 4,
    name: { tr: 'Buz Hokeyi', en: 'Ice Hockey' },
    sort: 4,
    scoreField: 'Goal',
    totalName: { tr: 'Toplam Gol', en: 'Total Goals' },
    play: {
      kind: 'timed', periods: 3, periodMinutes: 20, breakMinutes: [18, 18], stoppage: [0, 0], naming: 'period',
      values: goals, expectedTotal: 5.8, suspendsOnScore: true, draw: true,
    },
  },
  {
    id: 5,
    name: { tr: 'Voleybol', en: 'Volleyball' },
    sort: 5,
    scoreField: 'SetScore',
    totalName: { tr: 'Toplam Set', en: 'Total Sets' },
    play: {
      kind: 'sets', bestOf: 5, target: 25, decidingTarget: 15, tiebreak: false, secondsPerPoint: [22, 40],
      breakMinutes: 3, naming: 'set', setField: 'SetScore', clock: false, edge: 0.05,
    },
  },
  {
    id: 6,
    name: { tr: 'E-Spor', en: 'E-Sports' },
    sort: 6,
    scoreField: 'MapScore',
    totalName: { tr: 'Toplam Harita', en: 'Total Maps' },
    play: {
      kind: 'sets', bestOf: 3, target: 13, decidingTarget: 13, tiebreak: false, secondsPerPoint: [85, 125],
      breakMinutes: 6, naming: 'map', setField: 'MapScore', clock: true, edge: 0.08,
    },
  },
  {
    id: 7,
    name: { tr: 'Hentbol', en: 'Handball' },
    sort: 7,
    scoreField: 'Goal',
    totalName: { tr: 'Toplam Gol', en: 'Total Goals' },
    play: {
      kind: 'timed', periods: 2, periodMinutes: 30, breakMinutes: [15], stoppage: [0, 0], naming: 'half',
      values: goals, expectedTotal: 56, suspendsOnScore: false, draw: true,
    },
  },
  {
    id: 8,
    name: { tr: 'Masa Tenisi', en: 'Table Tennis' },
    sort: 8,
    scoreField: 'SetScore',
    totalName: { tr: 'Toplam Set', en: 'Total Sets' },
    play: {
      kind: 'sets', bestOf: 5, target: 11, decidingTarget: 11, tiebreak: false, secondsPerPoint: [12, 24],
      breakMinutes: 1, naming: 'set', setField: 'SetScore', clock: false, edge: 0.06,
    },
  },
  // Played in the large world only.
  {
    id: 9,
    name: { tr: 'Futsal', en: 'Futsal' },
    sort: 9,
    scoreField: 'Goal',
    totalName: { tr: 'Toplam Gol', en: 'Total Goals' },
    play: {
      kind: 'timed', periods: 2, periodMinutes: 20, breakMinutes: [10], stoppage: [0, 0], naming: 'half',
      values: goals, expectedTotal: 6, suspendsOnScore: true, draw: true,
    },
  },
  {
    id: 10,
    name: { tr: 'Badminton', en: 'Badminton' },
    sort: 10,
    scoreField: 'SetScore',
    totalName: { tr: 'Toplam Set', en: 'Total Sets' },
    play: {
      kind: 'sets', bestOf: 3, target: 21, decidingTarget: 21, tiebreak: false, secondsPerPoint: [18, 32],
      breakMinutes: 2, naming: 'set', setField: 'SetScore', clock: false, edge: 0.05,
    },
  },
  {
    id: 12,
    name: { tr: 'Plaj Voleybolu', en: 'Beach Volleyball' },
    sort: 12,
    scoreField: 'SetScore',
    totalName: { tr: 'Toplam Set', en: 'Total Sets' },
    play: {
      kind: 'sets', bestOf: 3, target: 21, decidingTarget: 15, tiebreak: false, secondsPerPoint: [20, 35],
      breakMinutes: 1, naming: 'set', setField: 'SetScore', clock: false, edge: 0.05,
    },
  },
  {
    id: 13,
    name: { tr: 'Sutopu', en: 'Water Polo' },
    sort: 13,
    scoreField: 'Goal',
    totalName: { tr: 'Toplam Gol', en: 'Total Goals' },
    play: {
      kind: 'timed', periods: 4, periodMinutes: 8, breakMinutes: [2, 3, 2], stoppage: [0, 0], naming: 'quarter',
      values: goals, expectedTotal: 20, suspendsOnScore: false, draw: true,
    },
  },
  {
    id: 11,
    name: { tr: 'E-Futbol', en: 'eSoccer' },
    sort: 11,
    scoreField: 'Goal',
    totalName: { tr: 'Toplam Gol', en: 'Total Goals' },
    play: {
      kind: 'timed', periods: 2, periodMinutes: 6, breakMinutes: [2], stoppage: [0, 1], naming: 'half',
      values: goals, expectedTotal: 3.4, suspendsOnScore: true, draw: true,
    },
  },
  {
    id: 35,
    name: { tr: 'E-Basketbol', en: 'eBasketball' },
    sort: 35,
    scoreField: 'Points',
    totalName: { tr: 'Toplam Sayı', en: 'Total Points' },
    play: {
      kind: 'timed', periods: 4, periodMinutes: 5, breakMinutes: [1, 2, 1], stoppage: [0, 0], naming: 'quarter',
      values: [[1, 0.1], [2, 0.62], [3, 0.28]], expectedTotal: 90, suspendsOnScore: false, draw: false,
    },
  },
];

const byId = new Map(SPORTS.map((sport) => [sport.id, sport]));

export const sportById = (id: number): Sport | undefined => byId.get(id);
