import type { CompetitionFavourite } from '@oyna/sdk/favourites';
import {
  TIME_FILTER_HOURS,
  treeCompetitions,
  type PrematchCategory,
  type TimeFilter,
  type TreeCompetition,
} from '@oyna/sdk/feed';
import type { Translate } from '@oyna/sdk/i18n';

export interface CompetitionItem extends TreeCompetition {
  selected: boolean;
  favourite: boolean;
}

export interface GroupItem {
  key: string;
  name: string;
  count: number;
  /** How many of its competitions are selected, so a closed group still says so. */
  selectedCount: number;
  competitions: CompetitionItem[];
}

export interface SportItem {
  id: number;
  name: string;
  count: number;
  groups: GroupItem[];
}

export interface PrematchPanelView {
  topLeagues: CompetitionItem[];
  /** Starred competitions, with their count in the current time filter (0 when none is left). */
  favourites: CompetitionItem[];
  sports: SportItem[];
  selectedCount: number;
}

export interface PrematchPanelInput {
  tree: readonly PrematchCategory[];
  topLeagues: readonly TreeCompetition[];
  favourites: readonly CompetitionFavourite[];
  selectedIds: ReadonlySet<number>;
}

/**
 * A line's name as one string, its parts joined by ', ': 'Premier League, 92 etkinlik', once chosen
 * 'Premier League, 92 etkinlik, seçili'. It starts with what the line shows ('Premier League 92'),
 * in that order, so voice control finds it by its text; then what is chosen. The words a screen
 * reader needs are not in hidden spans, whose layout put stray spaces in the name.
 */
export function countedName(
  t: Translate,
  { name, count, selected = false, selectedCount = 0 }: { name: string; count: number; selected?: boolean; selectedCount?: number },
): string {
  return [
    name,
    t('prematch.eventCount', { count }),
    selected ? t('prematch.isSelected') : null,
    selectedCount > 0 ? t('prematch.selectedCount', { count: selectedCount }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** What the prematch panel lists: Top Leagues, My Favourites and the sports tree, each competition marked selected or starred. */
export function prematchPanelView({ tree, topLeagues, favourites, selectedIds }: PrematchPanelInput): PrematchPanelView {
  const starred = new Set(favourites.map((favourite) => favourite.competitionId));
  const item = (competition: TreeCompetition): CompetitionItem => ({
    ...competition,
    selected: selectedIds.has(competition.competitionId),
    favourite: starred.has(competition.competitionId),
  });
  const inTree = new Map(treeCompetitions(tree).map((competition) => [competition.competitionId, competition]));
  return {
    topLeagues: topLeagues.map(item),
    favourites: favourites.map((favourite) =>
      item({ ...favourite, count: inTree.get(favourite.competitionId)?.count ?? 0 }),
    ),
    sports: tree.map((sport) => ({
      id: sport.id,
      name: sport.name,
      count: sport.count,
      groups: sport.groups.map((group) => {
        const competitions = group.competitions.map((competition) =>
          item({ competitionId: competition.id, sportId: sport.id, name: competition.name, groupName: group.name, count: competition.count }),
        );
        return {
          key: `${sport.id}-${group.groupName || group.name}`,
          name: group.name,
          count: group.count,
          selectedCount: competitions.filter((competition) => competition.selected).length,
          competitions,
        };
      }),
    })),
    selectedCount: selectedIds.size,
  };
}

export interface TimeFilterOption {
  value: TimeFilter;
  /** 'All', '6H' */
  text: string;
  /** 'All events', 'Next 6 hours' */
  label: string;
}

/** The time filter buttons: All, 6H, 12H, 24H, 48H. */
export const timeFilterOptions = (t: Translate): TimeFilterOption[] => [
  { value: null, text: t('prematch.timeFilter.all'), label: t('prematch.timeFilter.allLabel') },
  ...TIME_FILTER_HOURS.map((hours) => ({
    value: hours,
    text: t('prematch.timeFilter.hours', { hours }),
    label: t('prematch.timeFilter.hoursLabel', { hours }),
  })),
];
