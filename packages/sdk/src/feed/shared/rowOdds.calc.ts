import type { PrematchEvent } from './feed.schema';

/** The two markets an event row can show, chosen by the select above the list. */
export const ROW_MARKETS = ['matchResult', 'totalGoals'] as const;
export type RowMarket = (typeof ROW_MARKETS)[number];

/** The market a row odd belongs to; Double Chance rides along with Match Result on desktop. */
export type RowOddMarket = RowMarket | 'doubleChance';
export type RowOddName = '1' | 'X' | '2' | '1X' | '12' | 'X2' | 'under' | 'over';

export interface RowOdd {
  market: RowOddMarket;
  name: RowOddName;
  /** Null when the feed does not offer this odd: the row shows a lock in its place. */
  oddId: number | null;
  rate: number;
  /** Its market's result is known: the row says the market is settled instead of showing its odds. */
  settled: boolean;
}

const odd = (
  market: RowOddMarket,
  name: RowOddName,
  oddId: number | null | undefined,
  rate: number | undefined,
  settled: boolean | undefined,
): RowOdd => {
  const offered = !settled && oddId != null && !!rate && rate > 0;
  return { market, name, oddId: offered ? oddId : null, rate: offered ? rate : 0, settled: settled === true };
};

type RowEvent = Pick<PrematchEvent, 'winner' | 'doubleChance' | 'totalGoal' | 'overUnder'>;

/**
 * The odds of an event row: Match Result 1, X, 2 (plus Double Chance 1X, 12, X2 when
 * `doubleChance` is asked for, as on desktop), or Total Goals Under, Over. An odd the feed leaves
 * out or does not offer now (rate 0) keeps its place with no id, so the row shows a lock there; the
 * odds of a settled market are all marked `settled`.
 */
export function rowOdds(event: RowEvent, market: RowMarket, options: { doubleChance: boolean }): RowOdd[] {
  if (market === 'totalGoals') {
    const total = event.totalGoal ?? event.overUnder;
    return [
      odd('totalGoals', 'under', total?.underId, total?.under, total?.settled),
      odd('totalGoals', 'over', total?.overId, total?.over, total?.settled),
    ];
  }
  const winner = event.winner;
  const result = [
    odd('matchResult', '1', winner?.odd1Id, winner?.odd1, winner?.settled),
    odd('matchResult', 'X', winner?.oddXId, winner?.oddX, winner?.settled),
    odd('matchResult', '2', winner?.odd2Id, winner?.odd2, winner?.settled),
  ];
  if (!options.doubleChance) return result;
  const chance = event.doubleChance;
  return [
    ...result,
    odd('doubleChance', '1X', chance?.odd1XId, chance?.odd1X, chance?.settled),
    odd('doubleChance', '12', chance?.odd12Id, chance?.odd12, chance?.settled),
    odd('doubleChance', 'X2', chance?.oddX2Id, chance?.oddX2, chance?.settled),
  ];
}

/** Every odd an event carries in its row markets, for the odds-move tracker. */
export const offeredRowOdds = (event: RowEvent): { id: number; rate: number }[] =>
  [...rowOdds(event, 'matchResult', { doubleChance: true }), ...rowOdds(event, 'totalGoals', { doubleChance: false })]
    .filter((entry): entry is RowOdd & { oddId: number } => entry.oddId !== null)
    .map((entry) => ({ id: entry.oddId, rate: entry.rate }));
