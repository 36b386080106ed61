import { toCenti, winMinor as betWinMinor } from '../betting/betting.money.ts';

/**
 * The demo games' rules. Outcomes are drawn by the server, so a page cannot choose its own luck;
 * `random` gives uniform numbers in [0, 1) (crypto-strong in the sandbox, fixed in tests).
 */
export type Random = () => number;

/** The slot's symbols, best first. */
export const SLOT_SYMBOLS = ['7', 'BAR', '★', '♦', '♥', '♣'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Each reel's strip: rarer symbols pay more. */
const STRIP: readonly SlotSymbol[] = [
  '7',
  'BAR', 'BAR',
  '★', '★', '★',
  '♦', '♦', '♦', '♦',
  '♥', '♥', '♥', '♥',
  '♣', '♣', '♣', '♣', '♣', '♣',
];

/**
 * Multipliers of the stake on the middle line: three of a kind, or the first two reels alike. None
 * is exactly 1, so every round changes the balance the player sees.
 */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, { three: number; two: number }>> = {
  '7': { three: 100, two: 10 },
  BAR: { three: 50, two: 5 },
  '★': { three: 25, two: 4 },
  '♦': { three: 15, two: 3 },
  '♥': { three: 10, two: 2.5 },
  '♣': { three: 5, two: 2 },
};

export const SLOT_STRIP_LENGTH = STRIP.length;

export interface SlotOutcome {
  /** Three reels, each showing three symbols; the middle row is the pay line. */
  reels: SlotSymbol[][];
  line: SlotSymbol[];
  multiplier: number;
}

const symbolAt = (stop: number): SlotSymbol => STRIP[((stop % STRIP.length) + STRIP.length) % STRIP.length] ?? '♣';

/** The line's pay, from the reels' stops on their strips. */
export function slotMultiplier(line: readonly SlotSymbol[]): number {
  const [first, second, third] = line;
  if (!first || first !== second) return 0;
  return first === third ? SLOT_PAYTABLE[first].three : SLOT_PAYTABLE[first].two;
}

export function slotOutcomeAt(stops: readonly number[]): SlotOutcome {
  const reels = stops.map((stop) => [symbolAt(stop - 1), symbolAt(stop), symbolAt(stop + 1)]);
  const line = reels.map((reel) => reel[1] ?? '♣');
  return { reels, line, multiplier: slotMultiplier(line) };
}

export const spinSlot = (random: Random): SlotOutcome =>
  slotOutcomeAt([0, 1, 2].map(() => Math.floor(random() * STRIP.length)));

/** The crash game's house edge: a cash-out at m is reached with probability 0.97 / m. */
export const CRASH_EDGE = 0.97;
/** The highest the plane ever flies. */
export const CRASH_CAP = 1000;

export interface CrashOutcome {
  /** Where the plane flew away. */
  crashAt: number;
  cashOut: number;
  /** cashOut when the plane was still flying there, else 0. */
  multiplier: number;
}

/** Where the plane flies away: 1.00 up to the cap, floored to two decimals. */
export function crashPoint(random: Random): number {
  const point = Math.floor((CRASH_EDGE / (1 - random())) * 100) / 100;
  return Math.min(CRASH_CAP, Math.max(1, point));
}

export function flyCrash(random: Random, cashOut: number): CrashOutcome {
  const crashAt = crashPoint(random);
  return { crashAt, cashOut, multiplier: crashAt >= cashOut ? cashOut : 0 };
}

/**
 * The win in kuruş for a stake in kuruş at a multiplier of whole hundredths (every cash-out and
 * slot multiplier is): exact, rounded half up to the kuruş as a bet's possible win is.
 */
export const winMinor = (stakeMinor: number, multiplier: number): number => betWinMinor(stakeMinor, toCenti(multiplier));
