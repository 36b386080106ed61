import { parseServerTime } from '../../i18n/format.calc';
import { matchesSearch } from '../../search/search.calc';
import { FINISHED_EVENT_STATUS, HIDDEN_LIVE_SPORT_IDS, OPEN_EVENT_STATUS } from './feed.constants';

export const isHiddenLiveSport = (sportId: number): boolean => HIDDEN_LIVE_SPORT_IDS.includes(sportId);

/** Odds of an event whose status is not 'O' are locked. */
export const isEventLocked = (event: { eventStatus?: string | null }): boolean =>
  event.eventStatus !== OPEN_EVENT_STATUS;

/** The match is over: its markets are settled, none is offered. */
export const isEventFinished = (event: { eventStatus?: string | null }): boolean =>
  event.eventStatus === FINISHED_EVENT_STATUS;

/** The kick-off of a prematch event; its eventDate is UTC even without a zone. */
export const eventStartTime = (event: { eventDate: string }): Date => parseServerTime(event.eventDate);

/** Live search: what the player typed found in the home or away team name (see `foldSearchText`); an empty query matches. */
export function matchesTeam(event: { homeName?: string | null; awayName?: string | null }, query: string): boolean {
  if (!query.trim()) return true;
  return [event.homeName, event.awayName].some((name) => !!name && matchesSearch(name, query));
}

/** How an event is named to players and screen readers: 'Galatasaray – Fenerbahçe'. */
export const matchName = (event: { homeName: string; awayName: string }): string =>
  `${event.homeName} – ${event.awayName}`;
