import type { DoubleChanceOdds, EventDetail, OddChange, TotalGoalOdds, WinnerOdds } from './feed.schema';

/** The three main markets an event row carries, as the feed's lists send them. */
export interface MainMarkets {
  winner?: WinnerOdds | null;
  doubleChance?: DoubleChanceOdds | null;
  totalGoal?: TotalGoalOdds | null;
  overUnder?: TotalGoalOdds | null;
}

type Pairs<M> = ReadonlyArray<readonly [rate: keyof M & string, id: keyof M & string]>;

/** Each main market's odds as (rate field, id field) pairs: one table, read and written alike. */
const MAIN_MARKET_FIELDS: {
  readonly [K in keyof MainMarkets]-?: Pairs<NonNullable<MainMarkets[K]>>;
} = {
  winner: [['odd1', 'odd1Id'], ['oddX', 'oddXId'], ['odd2', 'odd2Id']],
  doubleChance: [['odd1X', 'odd1XId'], ['odd12', 'odd12Id'], ['oddX2', 'oddX2Id']],
  totalGoal: [['under', 'underId'], ['over', 'overId']],
  overUnder: [['under', 'underId'], ['over', 'overId']],
};
const MAIN_MARKETS = Object.keys(MAIN_MARKET_FIELDS) as Array<keyof MainMarkets>;

/** The rate an odd shows after a change: a locked odd is shown as not offered (a lock). */
const changedRate = (change: OddChange): number => (change.locked ? 0 : change.rate);

/**
 * The event with its main-market odds changed: new rates, locks (rate 0) and markets settled; the
 * same object when none of them changed, so stores notice nothing.
 */
export function withMainOddChanges<E extends MainMarkets>(event: E, changes: ReadonlyMap<number, OddChange>): E {
  let next: E = event;
  for (const market of MAIN_MARKETS) {
    const values = event[market] as Record<string, number | boolean | null | undefined> | null | undefined;
    if (!values) continue;
    let updated: Record<string, number | boolean | null | undefined> | null = null;
    for (const [rate, id] of MAIN_MARKET_FIELDS[market]) {
      const change = changes.get(values[id] as number);
      if (!change) continue;
      if (change.settled && !values.settled) {
        updated ??= { ...values };
        updated.settled = true;
      }
      if (changedRate(change) === values[rate]) continue;
      updated ??= { ...values };
      updated[rate] = changedRate(change);
    }
    if (updated) next = { ...next, [market]: updated };
  }
  return next;
}

/**
 * The event detail with its markets' odds changed (rate and lock), and a market whose odds say it
 * is settled listing none, as the feed then sends it; the same object when nothing changed.
 */
export function withDetailOddChanges(detail: EventDetail, changes: ReadonlyMap<number, OddChange>): EventDetail {
  let changed = false;
  const markets = detail.markets.map((market) => {
    if (market.odds.some((odd) => changes.get(odd.id)?.settled)) {
      changed = true;
      return { ...market, settled: true, odds: [] };
    }
    let marketChanged = false;
    const odds = market.odds.map((odd) => {
      const change = changes.get(odd.id);
      if (!change || (change.rate === odd.rate && change.locked === odd.locked)) return odd;
      marketChanged = true;
      return { ...odd, rate: change.rate, locked: change.locked };
    });
    if (!marketChanged) return market;
    changed = true;
    return { ...market, odds };
  });
  return changed ? { ...detail, markets } : detail;
}

/** Every odd of an event detail, for the odds store to follow. */
export const detailOdds = (detail: EventDetail): Array<{ id: number; rate: number }> =>
  detail.markets.flatMap((market) => market.odds.map((odd) => ({ id: odd.id, rate: odd.rate })));
