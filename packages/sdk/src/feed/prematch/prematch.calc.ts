import { eventStartTime } from '../shared/feed.calc';
import type { PrematchCategory, PrematchEvent } from '../shared/feed.schema';
import type { TimeFilter } from '../shared/timeFilter.calc';
import { resolveTopLeagues } from './topLeagues.calc';

/** What identifies a competition the player can select. */
export interface CompetitionChoice {
  competitionId: number;
  sportId: number;
  name: string;
  /** The group (country or region) as shown, e.g. 'İngiltere'. */
  groupName: string;
}

/** A selected competition (spec section 3): its events arrive in `data`, `loading` until they do. */
export interface SelectedCompetition extends CompetitionChoice {
  loading: boolean;
  data: PrematchEvent[];
}

export interface SelectionChange {
  list: SelectedCompetition[];
  /** True when the competition was not selected before, so its events must be loaded. */
  added: boolean;
}

/** A new competition goes to the front; one already selected moves to the front, keeping its events. */
export function selectCompetition(list: readonly SelectedCompetition[], choice: CompetitionChoice): SelectionChange {
  const existing = list.find((entry) => entry.competitionId === choice.competitionId);
  const others = list.filter((entry) => entry.competitionId !== choice.competitionId);
  return existing
    ? { list: [existing, ...others], added: false }
    : { list: [{ ...choice, loading: true, data: [] }, ...others], added: true };
}

/** The checkbox: a selected competition is removed, any other is selected (at the front). */
export function toggleCompetition(list: readonly SelectedCompetition[], choice: CompetitionChoice): SelectionChange {
  return list.some((entry) => entry.competitionId === choice.competitionId)
    ? { list: withoutCompetition(list, choice.competitionId), added: false }
    : selectCompetition(list, choice);
}

export const withoutCompetition = (list: readonly SelectedCompetition[], competitionId: number): SelectedCompetition[] =>
  list.filter((entry) => entry.competitionId !== competitionId);

/** A competition of the prematch tree with the sport and group it sits in. */
export interface TreeCompetition extends CompetitionChoice {
  count: number;
}

const bySortThenName = <T extends { sort: number; name: string }>(a: T, b: T) =>
  a.sort - b.sort || a.name.localeCompare(b.name, 'tr');

/**
 * The tree the panel shows: sports, groups and competitions in the feed's sort order, without
 * competitions that have no events in the chosen time window, nor groups and sports left empty.
 */
export function visibleTree(tree: readonly PrematchCategory[]): PrematchCategory[] {
  return tree
    .map((sport) => ({
      ...sport,
      groups: sport.groups
        .map((group) => ({
          ...group,
          competitions: group.competitions.filter((competition) => competition.count > 0).sort(bySortThenName),
        }))
        .filter((group) => group.competitions.length > 0)
        .sort(bySortThenName),
    }))
    .filter((sport) => sport.groups.length > 0)
    .sort(bySortThenName);
}

/** Every competition of the tree, each with its sport and its group's shown name. */
export const treeCompetitions = (tree: readonly PrematchCategory[]): TreeCompetition[] =>
  tree.flatMap((sport) =>
    sport.groups.flatMap((group) =>
      group.competitions.map((competition) => ({
        competitionId: competition.id,
        sportId: sport.id,
        name: competition.name,
        groupName: group.name,
        count: competition.count,
      })),
    ),
  );

/** The Top Leagues the tree offers, in the spec's fixed order. */
export const topLeaguesOf = (tree: readonly PrematchCategory[]): TreeCompetition[] =>
  resolveTopLeagues(
    treeCompetitions(tree).map((competition) => ({ ...competition, id: competition.competitionId })),
  ).map(({ id: _id, ...competition }) => competition);

/**
 * The events kicking off within the time filter's hours from `now` (all of them for All), so a
 * selected competition shows the events its count in the tree promised.
 */
export function eventsWithin<E extends { eventDate: string }>(events: readonly E[], filter: TimeFilter, now: number): E[] {
  if (filter === null) return [...events];
  const until = now + filter * 3_600_000;
  return events.filter((event) => eventStartTime(event).getTime() <= until);
}

export interface EventDay<E> {
  /** The calendar day in the player's zone, `YYYY-MM-DD`. */
  day: string;
  /** The events kicking off that day, soonest first. */
  events: E[];
}

/** Events grouped by the day they kick off in `timeZone` (the player's, when left out). */
export function groupByDay<E extends { eventDate: string }>(events: readonly E[], timeZone?: string): EventDay<E>[] {
  const dayOf = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
  const sorted = [...events].sort((a, b) => eventStartTime(a).getTime() - eventStartTime(b).getTime());
  const days = new Map<string, E[]>();
  for (const event of sorted) {
    const start = eventStartTime(event);
    const day = Number.isNaN(start.getTime()) ? '' : dayOf.format(start);
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days].map(([day, list]) => ({ day, events: list }));
}

