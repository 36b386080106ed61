import {
  isHiddenLiveSport,
  rowOdds,
  type LiveCategory,
  type LiveEvent,
  type LiveGroups,
} from '@oyna/sdk/feed';
import { routes } from '@oyna/sdk/routes';

/** How an overview row lays out: odds beside the teams where the list is roomy, under them otherwise. */
export type OverviewLayout = 'roomy' | 'stacked';

/** From this list width (px) the odds sit beside the teams. */
export const OVERVIEW_ROOMY_MIN_WIDTH = 760;

export const overviewLayout = (listWidth: number): OverviewLayout =>
  listWidth >= OVERVIEW_ROOMY_MIN_WIDTH ? 'roomy' : 'stacked';

/** Row heights in px, gap included: the styles and the virtual list both use them. */
export const OVERVIEW_ROW_HEIGHT = { league: 40, roomy: 64, stacked: 108 } as const;

export interface OverviewOdd {
  key: string;
  /** '1', 'X' or '2' */
  name: string;
  /** Null when not on offer: a lock in its place. */
  oddId: number | null;
  rate: number;
  /** Match Result is settled: the row says so. */
  settled: boolean;
}

export type OverviewRow =
  | { kind: 'league'; key: string; title: string; count: number }
  | { kind: 'event'; key: string; event: LiveEvent; groupName: string; odds: OverviewOdd[] };

export interface OverviewSportLink {
  id: number;
  name: string;
  count: number;
  href: string;
  current: boolean;
}

export interface LiveOverviewView {
  /** The sport shown; null when it is not live (or hidden). */
  sport: LiveCategory | null;
  /** Every live sport, to switch between them. */
  sports: OverviewSportLink[];
  rows: OverviewRow[];
  /** Events of the sport. */
  count: number;
}

/**
 * A sport's live events by league with their Match Result odds: 1, X, 2, or just 1 and 2 when no
 * event of the sport offers a draw (basketball, tennis).
 */
export function liveOverview(input: { sports: readonly LiveCategory[]; groups: LiveGroups; sportId: number }): LiveOverviewView {
  const { groups, sportId } = input;
  const visible = input.sports.filter((sport) => !isHiddenLiveSport(sport.id));
  const countOf = (id: number) => (groups[id] ?? []).reduce((sum, group) => sum + group.events.length, 0);
  const sport = visible.find((candidate) => candidate.id === sportId) ?? null;
  const leagues = sport ? (groups[sport.id] ?? []).filter((group) => group.events.length > 0) : [];
  const hasDraw = leagues.some((group) => group.events.some((event) => event.winner?.oddXId != null));
  const rows: OverviewRow[] = leagues.flatMap((group): OverviewRow[] => [
    {
      kind: 'league',
      key: `league:${group.groupName}:${group.name}`,
      title: [group.groupName, group.name].filter(Boolean).join(' · '),
      count: group.events.length,
    },
    ...group.events.map((event): OverviewRow => ({
      kind: 'event',
      key: `event:${event.id}`,
      event,
      groupName: group.groupName,
      odds: rowOdds(event, 'matchResult', { doubleChance: false })
        .filter((odd) => hasDraw || odd.name !== 'X')
        .map((odd) => ({ key: odd.name, name: odd.name, oddId: odd.oddId, rate: odd.rate, settled: odd.settled })),
    })),
  ]);
  return {
    sport,
    sports: visible.map((candidate) => ({
      id: candidate.id,
      name: candidate.name,
      count: countOf(candidate.id),
      href: routes.liveOverview(candidate.id),
      current: candidate.id === sportId,
    })),
    rows,
    count: sport ? countOf(sport.id) : 0,
  };
}
