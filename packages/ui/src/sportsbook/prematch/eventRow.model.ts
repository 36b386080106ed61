import type { PrematchFavourite } from '@oyna/sdk/favourites';
import {
  groupByDay,
  matchName,
  rowOdds,
  type PrematchEvent,
  type RowMarket,
  type RowOddMarket,
  type RowOddName,
} from '@oyna/sdk/feed';
import { formatDateTime, formatDay, formatTime, type Translate } from '@oyna/sdk/i18n';
import { routes } from '@oyna/sdk/routes';

const MARKET_KEYS = {
  matchResult: 'market.matchResult',
  doubleChance: 'market.doubleChance',
  totalGoals: 'market.totalGoals',
} as const satisfies Record<RowOddMarket, Parameters<Translate>[0]>;

/** The market names the select offers, in its order. */
export const marketOptions = (t: Translate): { value: RowMarket; label: string }[] => [
  { value: 'matchResult', label: t(MARKET_KEYS.matchResult) },
  { value: 'totalGoals', label: t(MARKET_KEYS.totalGoals) },
];

const oddLabel = (name: RowOddName, t: Translate) =>
  name === 'under' ? t('odd.under') : name === 'over' ? t('odd.over') : name;

export interface RowOddView {
  key: string;
  /** '1', 'X', '1X', 'Under', ... */
  label: string;
  market: RowOddMarket;
  /** Double Chance: shown only where the row is wide enough (desktop). */
  wideOnly: boolean;
  /** Null when not on offer: a lock in its place. */
  oddId: number | null;
  rate: number;
  marketName: string;
  /** Its market is settled: the row says so across the market's cells. */
  settled: boolean;
}

export interface EventRowView {
  id: number;
  /** 'Galatasaray – Fenerbahçe' */
  name: string;
  homeName: string;
  awayName: string;
  /** `HH:mm` in the player's zone. */
  time: string;
  /** The day part of the house format `d.MMM.yy HH:mm`: '23.Kas.26'. */
  date: string;
  competition: string;
  detailHref: string;
  oddCount: number;
  odds: RowOddView[];
  /** What starring the event stores. */
  favourite: PrematchFavourite;
}

export interface FormatOptions {
  locale: string;
  /** @default the player's zone */
  timeZone?: string;
}

/** One event row: kick-off, teams, the chosen market's odds (a lock where missing) and the link to all odds. */
export function eventRowView(event: PrematchEvent, market: RowMarket, t: Translate, options: FormatOptions): EventRowView {
  return {
    id: event.id,
    name: matchName(event),
    homeName: event.homeName,
    awayName: event.awayName,
    time: formatTime(event.eventDate, options),
    date: formatDateTime(event.eventDate, options).split(' ')[0] ?? '',
    competition: [event.groupName, event.competitionName].filter(Boolean).join(' · '),
    detailHref: routes.prematchDetail(event.id),
    oddCount: event.oddCount,
    odds: rowOdds(event, market, { doubleChance: true }).map((odd) => ({
      key: `${odd.market}-${odd.name}`,
      label: oddLabel(odd.name, t),
      market: odd.market,
      wideOnly: odd.market === 'doubleChance',
      oddId: odd.oddId,
      rate: odd.rate,
      marketName: t(MARKET_KEYS[odd.market]),
      settled: odd.settled,
    })),
    favourite: {
      eventId: event.id,
      sportId: event.sportId,
      groupName: event.groupName,
      leagueName: event.competitionName,
      homeName: event.homeName,
      awayName: event.awayName,
      eventDate: event.eventDate,
    },
  };
}

export interface EventDayView {
  day: string;
  /** '23 Kasım Pazartesi' */
  heading: string;
  rows: EventRowView[];
}

/** Events as rows under a heading per kick-off day, soonest first. */
export const eventDays = (events: readonly PrematchEvent[], market: RowMarket, t: Translate, options: FormatOptions): EventDayView[] =>
  groupByDay(events, options.timeZone).map(({ day, events: list }) => ({
    day,
    heading: formatDay(day, options),
    rows: list.map((event) => eventRowView(event, market, t, options)),
  }));
