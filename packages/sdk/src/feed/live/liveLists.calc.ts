import type { LeagueGroup, LiveCategory, LiveEvent, LiveUpdate } from '../shared/feed.schema';
import {
  applyLiveUpdate,
  keepUnchanged,
  liveEventsInOrder,
  nextActiveEvent,
  toLiveListing,
  visibleEventIds,
  type LiveGroups,
  type LiveListingInput,
} from './live.calc';

/** `loading` until the first answer; `failed` when the first category list could not be loaded. */
export type LiveStatus = 'loading' | 'ready' | 'failed';

/** What the live feed holds: the sports listed, each loaded sport's league groups, and how loading went. */
export interface LiveLists {
  sports: readonly LiveCategory[];
  groups: LiveGroups;
  status: LiveStatus;
}

/** The lists of the sports still listed. */
const listedGroups = (groups: LiveGroups, sports: readonly LiveCategory[]): LiveGroups =>
  Object.fromEntries(sports.filter((sport) => sport.id in groups).map((sport) => [sport.id, groups[sport.id]!] as const));

/** The sports a load fetches: those asked for (every one for 'all') and any listed one not loaded yet. */
export const sportsToFetch = (sports: readonly LiveCategory[], which: 'all' | ReadonlySet<number>, groups: LiveGroups): LiveCategory[] =>
  sports.filter((sport) => which === 'all' || which.has(sport.id) || !(sport.id in groups));

/**
 * The lists with one sport's answer and the new category list: the hub's deltas since the load began
 * are applied to the answer again (it may predate them), sports no longer live leave, the others keep
 * their lists, and what did not change keeps its identity. The same lists when nothing changed.
 */
export function withSportAnswer(
  lists: LiveLists,
  sports: readonly LiveCategory[],
  sportId: number,
  answer: readonly LeagueGroup[],
  deltas: readonly LiveUpdate[],
): LiveLists {
  let fresh: LiveGroups = { [sportId]: answer };
  for (const update of deltas) fresh = applyLiveUpdate(fresh, update);
  const shown = keepUnchanged(lists.groups[sportId], fresh[sportId]!);
  const status = lists.status === 'failed' ? 'loading' : lists.status;
  if (shown === lists.groups[sportId] && sports === lists.sports && status === lists.status) return lists;
  return { sports, groups: { ...listedGroups(lists.groups, sports), [sportId]: shown }, status };
}

/** The lists once every answer of a load is in: ready, with the sports of its category list only. */
export const completedLists = (lists: LiveLists, sports: readonly LiveCategory[]): LiveLists =>
  lists.sports === sports && lists.status === 'ready' ? lists : { sports, groups: listedGroups(lists.groups, sports), status: 'ready' };

/** Where the lists have an event: the event and its league's name; null when no list has it. */
export function findListedEvent(groups: LiveGroups, eventId: number): { event: LiveEvent; groupName: string } | null {
  for (const sportGroups of Object.values(groups)) {
    for (const group of sportGroups) {
      const event = group.events.find((candidate) => candidate.id === eventId);
      if (event) return { event, groupName: group.groupName };
    }
  }
  return null;
}

/** The event the live view shows after the lists changed, as `nextActiveEvent` picks it from the panel `listing` makes. */
export function activeEventIn(current: number | null, all: number[], listing: LiveListingInput): number | null {
  return nextActiveEvent(current, { visible: visibleEventIds(toLiveListing(listing)), all });
}

/** Every live event's id, in the panel's order of sports and leagues. */
export const liveEventIds = (lists: Pick<LiveLists, 'sports' | 'groups'>): number[] =>
  liveEventsInOrder(lists.sports, lists.groups).map((event) => event.id);
