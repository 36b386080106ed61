import { LOCALES, type Locale } from '../i18n/locale.ts';
import type { PricedMarket, PricedOdd } from '../sportsbook/markets.ts';
import type { EventContext, SportsWorld } from '../sportsbook/world.ts';
import { toCenti } from './betting.money.ts';

/** What the world says about an odd id right now. */
export type OddQuote =
  /** No event of that id in the world (never was, or the world was replaced). */
  | { kind: 'unknown' }
  | { kind: 'finished'; context: EventContext }
  /** The event is on but this odd is not offered now (an outcome too unlikely, a decided or settled market). */
  | { kind: 'withdrawn'; context: EventContext; live: boolean }
  | { kind: 'offered'; context: EventContext; live: boolean; suspended: boolean; market: PricedMarket; odd: PricedOdd; rateCenti: number };

export const eventIdOfOdd = (oddId: number): number => Math.floor(oddId / 100);

function fromMarkets(context: EventContext, markets: readonly PricedMarket[], slot: number, live: boolean, suspended: boolean): OddQuote {
  for (const market of markets) {
    const odd = market.odds.find((candidate) => candidate.slot === slot);
    if (odd?.locked) break;
    if (odd) return { kind: 'offered', context, live, suspended, market, odd, rateCenti: toCenti(odd.rate) };
  }
  return { kind: 'withdrawn', context, live };
}

/** Quotes an odd from the live snapshot or the prematch prices, as the feed shows it now. */
export function quoteOdd(world: SportsWorld, oddId: number): OddQuote {
  const eventId = eventIdOfOdd(oddId);
  const slot = oddId % 100;
  const live = world.live().byId.get(eventId);
  if (live) return fromMarkets(live, live.markets, slot, true, live.state.suspended);
  const event = world.repository.find(eventId);
  const context = event && world.contextOf(event);
  if (!context) return { kind: 'unknown' };
  if (event.endMs !== null) return { kind: 'finished', context };
  const now = world.clock.now();
  if (event.kickoff > now) return fromMarkets(context, world.prematchMarkets(context, now), slot, false, false);
  // Kicked off since the last snapshot (the clock just moved): the next one has it, or has ended it.
  world.invalidate();
  const started = world.live().byId.get(eventId);
  if (started) return fromMarkets(started, started.markets, slot, true, started.state.suspended);
  const ended = world.repository.find(eventId);
  return ended?.endMs != null ? { kind: 'finished', context } : { kind: 'unknown' };
}

/** Words in every language the sandbox answers in. */
export type Localized = Readonly<Record<Locale, string>>;

const inEveryLocale = (words: (locale: Locale) => string): Localized =>
  Object.fromEntries(LOCALES.map((locale) => [locale, words(locale)])) as Record<Locale, string>;

/** What a pick or a coupon's selection keeps about its odd, so it can be named and settled after the event's markets are gone. */
export interface OddDescription {
  oddId: number;
  eventId: number;
  marketId: number;
  /** The line it settles against (totals, handicaps); null when it has none. */
  line: number | null;
  isLive: boolean;
  /** 'Home – Away' */
  eventName: string;
  kickoff: number;
  marketName: Localized;
  oddName: Localized;
}

/** The event as a bettor reads it: 'Galatasaray – Fenerbahçe'. */
export const eventNameOf = ({ event }: EventContext): string => `${event.homeName} – ${event.awayName}`;

export function describeOdd(oddId: number, quote: Extract<OddQuote, { kind: 'offered' }>): OddDescription {
  return {
    oddId,
    eventId: quote.context.event.id,
    marketId: quote.market.id,
    line: quote.odd.line ?? null,
    isLive: quote.live,
    eventName: eventNameOf(quote.context),
    kickoff: quote.context.event.kickoff,
    marketName: inEveryLocale(quote.market.name),
    oddName: inEveryLocale(quote.odd.name),
  };
}
