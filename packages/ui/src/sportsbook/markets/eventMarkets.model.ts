import { isEventLocked, matchName, type EventDetail } from '@oyna/sdk/feed';

export interface MarketView {
  id: number;
  name: string;
  /** Columns of its odds grid: 2 or 3 for short markets, 0 to fill the width. */
  columns: 0 | 2 | 3;
  odds: { id: number; name: string; rate: number; locked: boolean }[];
}

export interface EventMarketsView {
  eventName: string;
  markets: MarketView[];
}

/** Markets with at least one odd, in the feed's order; a live event that is not open locks every odd. */
export function eventMarkets(event: EventDetail): EventMarketsView {
  const suspended = event.isLive && isEventLocked(event);
  return {
    eventName: matchName(event),
    markets: event.markets
      .filter((market) => market.odds.length > 0)
      .map((market) => ({
        id: market.id,
        name: market.name,
        columns: market.odds.length === 2 || market.odds.length === 3 ? market.odds.length : 0,
        odds: market.odds.map((odd) => ({ ...odd, locked: suspended || odd.locked })),
      })),
  };
}
