import { isHiddenLiveSport, matchesTeam } from '../shared/feed.calc';
import type { EventChange, EventDetail, LeagueGroup, LiveCategory, LiveEvent, LiveUpdate, OddChange } from '../shared/feed.schema';
import { withDetailOddChanges, withMainOddChanges } from '../shared/markets.calc';

/** The league groups of each loaded live sport, by sport id. */
export type LiveGroups = Readonly<Record<number, readonly LeagueGroup[]>>;

/** The live sports the panel lists: every one but the hidden sports 35 and 11. */
export const visibleLiveSports = (categories: readonly LiveCategory[]): LiveCategory[] =>
  categories.filter((category) => !isHiddenLiveSport(category.id));

/** Every event of the loaded sports, in panel order (sport, then league). */
export const liveEventsInOrder = (sports: readonly { id: number }[], groups: LiveGroups): LiveEvent[] =>
  sports.flatMap((sport) => (groups[sport.id] ?? []).flatMap((group) => group.events));

// ---- Answers that did not change ----------------------------------------------------------------

/** Wire data (plain objects, arrays and values, as the schemas give them) compared by value. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index += 1) if (!sameData(a[index], b[index])) return false;
    return true;
  }
  // Runs over every live event on each refresh: no key lists or closures made per object.
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let keys = 0;
  for (const key in left) {
    if (!sameData(left[key], right[key])) return false;
    keys += 1;
  }
  for (const _key in right) keys -= 1;
  return keys === 0;
}

const sameGroupHeading = (a: LeagueGroup, b: LeagueGroup) =>
  a.groupName === b.groupName && a.name === b.name && a.count === b.count;

/**
 * A sport's new list with what did not change since the last one kept as it was: each unchanged
 * event, each group whose events all stayed, and the whole list when nothing moved. A refresh
 * then renders again only the rows that changed, and a sport that did not change not at all.
 */
export function keepUnchanged(previous: readonly LeagueGroup[] | undefined, next: readonly LeagueGroup[]): readonly LeagueGroup[] {
  if (!previous) return next;
  const previousEvents = new Map<number, LiveEvent>();
  for (const group of previous) for (const event of group.events) previousEvents.set(event.id, event);
  let unchanged = previous.length === next.length;
  const kept = next.map((group, index) => {
    const events = group.events.map((event) => {
      const before = previousEvents.get(event.id);
      return before && sameData(before, event) ? before : event;
    });
    const before = previous[index];
    const sameGroup =
      before !== undefined &&
      sameGroupHeading(before, group) &&
      before.events.length === events.length &&
      events.every((event, position) => event === before.events[position]);
    if (!sameGroup) unchanged = false;
    return sameGroup ? before : { ...group, events };
  });
  return unchanged ? previous : kept;
}

// ---- Open and closed groups -------------------------------------------------------------------

/**
 * Which groups are open: the eye toggle sets `allOpen` for every group, and a group toggled since
 * is in `flipped`. Keeping the exceptions rather than every group's flag makes the eye O(1).
 */
export interface GroupsOpen {
  readonly allOpen: boolean;
  readonly flipped: ReadonlySet<string>;
}

export const ALL_GROUPS_OPEN: GroupsOpen = { allOpen: true, flipped: new Set() };
export const FAVOURITES_GROUP_KEY = 'favourites';
export const sportGroupKey = (sportId: number): string => `sport:${sportId}`;
export const leagueGroupKey = (sportId: number, group: Pick<LeagueGroup, 'groupName' | 'name'>): string =>
  `league:${sportId}:${group.groupName}:${group.name}`;

export const isGroupOpen = (open: GroupsOpen, key: string): boolean => open.allOpen !== open.flipped.has(key);

export function toggleGroup(open: GroupsOpen, key: string): GroupsOpen {
  const flipped = new Set(open.flipped);
  if (!flipped.delete(key)) flipped.add(key);
  return { allOpen: open.allOpen, flipped };
}

/** The eye: opens every group when they were closed, closes every group when they were open. */
export const toggleAllGroups = (open: GroupsOpen): GroupsOpen => ({ allOpen: !open.allOpen, flipped: new Set() });

// ---- The panel ----------------------------------------------------------------------------------

export interface LiveListingLeague {
  readonly key: string;
  /** The region ('Türkiye'). */
  readonly groupName: string;
  /** The league ('Süper Lig'). */
  readonly name: string;
  readonly open: boolean;
  readonly events: readonly LiveEvent[];
}

export interface LiveListingSport {
  readonly key: string;
  readonly id: number;
  readonly name: string;
  readonly open: boolean;
  /** Events listed under the sport (favourites and search taken into account). */
  readonly count: number;
  readonly leagues: readonly LiveListingLeague[];
}

export interface LiveListing {
  /** The eye's state. */
  readonly allOpen: boolean;
  /** A search is typed: only matching events are listed and every group with a match is open. */
  readonly searching: boolean;
  readonly favourites: { readonly key: string; readonly open: boolean; readonly events: readonly LiveEvent[] };
  readonly sports: readonly LiveListingSport[];
  /** Events listed in all, favourites included. */
  readonly shown: number;
}

export interface LiveListingInput {
  sports: readonly LiveCategory[];
  groups: LiveGroups;
  favourites: readonly { eventId: number }[];
  query: string;
  open: GroupsOpen;
}

/**
 * What the live panel lists: My Favourites (starred events that are live, in starring order), then
 * each sport's leagues without the starred events, all filtered by the team search. Sports and
 * leagues left empty are not listed.
 */
export function toLiveListing({ sports, groups, favourites, query, open }: LiveListingInput): LiveListing {
  const searching = query.trim().length > 0;
  const matches = (event: LiveEvent) => !searching || matchesTeam(event, query);
  const isOpen = (key: string) => searching || isGroupOpen(open, key);
  const starred = new Set(favourites.map((favourite) => favourite.eventId));
  // Only the starred events are looked up later, so only they are kept: the panel is built again on
  // every hub delta, and a map of every live event each time would make that grow with the world.
  const starredEvents = new Map<number, LiveEvent>();
  const filtered = searching || starred.size > 0;
  let shown = 0;

  const panelSports: LiveListingSport[] = [];
  for (const sport of sports) {
    const leagues: LiveListingLeague[] = [];
    for (const group of groups[sport.id] ?? []) {
      // Nothing to leave out: the group's own list, so its rows stay the same until it changes.
      const events = filtered
        ? group.events.filter((event) => {
            if (!starred.has(event.id)) return matches(event);
            starredEvents.set(event.id, event);
            return false;
          })
        : group.events;
      if (events.length === 0) continue;
      const key = leagueGroupKey(sport.id, group);
      leagues.push({ key, groupName: group.groupName, name: group.name, open: isOpen(key), events });
    }
    const count = leagues.reduce((sum, league) => sum + league.events.length, 0);
    if (count === 0) continue;
    shown += count;
    const key = sportGroupKey(sport.id);
    panelSports.push({ key, id: sport.id, name: sport.name, open: isOpen(key), count, leagues });
  }

  const favouriteEvents = favourites.flatMap((favourite) => {
    const event = starredEvents.get(favourite.eventId);
    return event && matches(event) ? [event] : [];
  });
  shown += favouriteEvents.length;

  return {
    allOpen: open.allOpen,
    searching,
    favourites: { key: FAVOURITES_GROUP_KEY, open: isOpen(FAVOURITES_GROUP_KEY), events: favouriteEvents },
    sports: panelSports,
    shown,
  };
}

/** The events a player can see in the panel, top to bottom: those in open groups. */
export function visibleEventIds(panel: LiveListing): number[] {
  const ids = panel.favourites.open ? panel.favourites.events.map((event) => event.id) : [];
  for (const sport of panel.sports) {
    if (!sport.open) continue;
    for (const league of sport.leagues) if (league.open) ids.push(...league.events.map((event) => event.id));
  }
  return ids;
}

// ---- The active event ---------------------------------------------------------------------------

/**
 * The event the live view shows after a refresh: the active one while it is live; when it vanished,
 * the first visible event; when none was active, the first live event found. Either falls back to
 * the other list when it is empty, and to `null` when nothing is live.
 */
export function nextActiveEvent(
  active: number | null,
  live: { visible: readonly number[]; all: readonly number[] },
): number | null {
  if (active !== null && live.all.includes(active)) return active;
  const [first, second] = active === null ? [live.all, live.visible] : [live.visible, live.all];
  return first[0] ?? second[0] ?? null;
}

// ---- Hub deltas ---------------------------------------------------------------------------------

const byEventId = <T extends { eventId: number }>(list: readonly T[]) => {
  const map = new Map<number, Map<number, T & { id: number }>>();
  for (const item of list as ReadonlyArray<T & { id: number }>) {
    const forEvent = map.get(item.eventId) ?? new Map();
    forEvent.set(item.id, item);
    map.set(item.eventId, forEvent);
  }
  return map;
};

function withEventChange<E extends Omit<EventChange, 'sportId'> & { id: number }>(event: E, change: EventChange | undefined): E {
  if (!change) return event;
  const next = { ...event };
  if (change.result !== undefined) next.result = change.result;
  if (change.period !== undefined) next.period = change.period;
  if (change.periodMinute !== undefined) next.periodMinute = change.periodMinute;
  if (change.eventStatus !== undefined) next.eventStatus = change.eventStatus;
  return next;
}

/**
 * The live lists with a hub delta's scores, clocks, statuses and odds applied. Only what changed is
 * copied: untouched sports, groups and events keep their identity, so a delta re-renders one row.
 */
export function applyLiveUpdate(groups: LiveGroups, update: LiveUpdate): LiveGroups {
  if (update.events.length === 0 && update.odds.length === 0) return groups;
  const events = new Map(update.events.map((change) => [change.id, change]));
  const odds: Map<number, Map<number, OddChange>> = byEventId(update.odds);
  const sports = new Set([...update.events.map((change) => change.sportId)]);
  let next: Record<number, readonly LeagueGroup[]> | null = null;

  for (const [key, sportGroups] of Object.entries(groups)) {
    const sportId = Number(key);
    if (!sports.has(sportId) && odds.size === 0) continue;
    let changedGroups: LeagueGroup[] | null = null;
    sportGroups.forEach((group, index) => {
      let changedEvents: LiveEvent[] | null = null;
      group.events.forEach((event, position) => {
        const eventOdds = odds.get(event.id);
        let updated = withEventChange(event, events.get(event.id));
        if (eventOdds) updated = withMainOddChanges(updated, eventOdds);
        if (updated === event) return;
        changedEvents ??= [...group.events];
        changedEvents[position] = updated;
      });
      if (!changedEvents) return;
      changedGroups ??= [...sportGroups];
      changedGroups[index] = { ...group, events: changedEvents };
    });
    if (!changedGroups) continue;
    next ??= { ...groups };
    next[sportId] = changedGroups;
  }
  return next ?? groups;
}

/** The event detail with a hub delta applied (its score, clock, status and market odds). */
export function applyLiveUpdateToDetail(detail: EventDetail, update: LiveUpdate): EventDetail {
  const change = update.events.find((candidate) => candidate.id === detail.id);
  const odds = byEventId(update.odds).get(detail.id);
  const withChange = withEventChange(detail, change);
  return odds ? withDetailOddChanges(withChange, odds) : withChange;
}
