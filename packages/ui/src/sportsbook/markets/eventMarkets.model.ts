import { isEventFinished, isEventLocked, matchName, type EventDetail } from '@oyna/sdk/feed';

export interface MarketView {
  id: number;
  name: string;
  /** Its result is known: it offers nothing and says so. */
  settled: boolean;
  /** Columns of its odds grid: 2 or 3 for short markets, 0 to fill the width. */
  columns: 0 | 2 | 3;
  odds: { id: number; name: string; rate: number; locked: boolean }[];
}

export interface EventMarketsView {
  eventName: string;
  /** The match is over: every market is settled. */
  finished: boolean;
  markets: MarketView[];
}

/**
 * Markets in the feed's order, each odd in its place: a live event that is not open locks every
 * odd, a withdrawn odd stays locked where it was, a settled market (every one of a finished match)
 * keeps its name and shows no odds. A market with nothing in it is left out.
 */
export function eventMarkets(event: EventDetail): EventMarketsView {
  const suspended = event.isLive && isEventLocked(event);
  const finished = isEventFinished(event);
  return {
    eventName: matchName(event),
    finished,
    markets: event.markets
      .filter((market) => market.settled || market.odds.length > 0)
      .map((market) => {
        const settled = finished || market.settled === true;
        const odds = settled ? [] : market.odds.map((odd) => ({ ...odd, locked: suspended || odd.locked }));
        return {
          id: market.id,
          name: market.name,
          settled,
          columns: odds.length === 2 || odds.length === 3 ? odds.length : 0,
          odds,
        };
      }),
  };
}
