import { useId, useMemo } from 'react';
import { favouritesOf, type CompetitionFavourite } from '@oyna/sdk/favourites';
import { TOP_LEAGUES, prematchOf, type PrematchCategory, type SelectedCompetition, type TimeFilter, type TreeCompetition } from '@oyna/sdk/feed';
import { useOyna, useT } from '../../provider/hooks';
import { Button } from '../../shared/Button';
import { Icon } from '../../shared/Icon';
import { cx } from '../../theme/cx';
import { skeletonBlock } from '../../shared/skeleton.css';
import { useClientStore } from '../../shared/useClientStore';
import { useErrorToasts } from '../../toast/useErrorToasts';
import { CompetitionShortcuts } from './CompetitionShortcuts';
import { prematchPanelView, type CompetitionItem } from './prematchPanel.model';
import { SportsTree } from './SportsTree';
import { TeamSearch } from './TeamSearch';
import { TimeFilters } from './TimeFilters';
import * as css from './PrematchPanel.css';

const NO_SELECTION: SelectedCompetition[] = [];
const NO_FAVOURITES: CompetitionFavourite[] = [];
const ALL: TimeFilter = null;
const NO_TREE: PrematchCategory[] = [];
const NO_LEAGUES: TreeCompetition[] = [];
/** Top Leagues is a fixed list (spec): its placeholder takes their room, so nothing below moves when they arrive. */
const TOP_LEAGUE_ROWS = TOP_LEAGUES.length;

/**
 * The prematch category panel: Search Team, Time Filters, Top Leagues, My Favourites and the
 * sports tree with a clear-all control. It also shows the prematch store's failures as toasts.
 */
export function PrematchPanel() {
  const t = useT();
  const client = useOyna();
  const prematch = prematchOf(client);
  const favourites = favouritesOf(client);
  // Server values until hydrated: another island may have loaded the tree before this one hydrates.
  const tree = useClientStore(prematch.$tree, NO_TREE);
  const topLeagues = useClientStore(prematch.$topLeagues, NO_LEAGUES);
  const loading = useClientStore(prematch.$treeLoading, true);
  const filter = useClientStore(prematch.$timeFilter, ALL);
  const selected = useClientStore(prematch.$selected, NO_SELECTION);
  const starred = useClientStore(favourites.$competitions, NO_FAVOURITES);
  const ids = { top: useId(), favourites: useId(), sports: useId() };

  useErrorToasts(prematch);

  const view = useMemo(
    () =>
      prematchPanelView({
        tree,
        topLeagues,
        favourites: starred,
        selectedIds: new Set(selected.map((entry) => entry.competitionId)),
      }),
    [tree, topLeagues, starred, selected],
  );
  const star = ({ selected: _selected, favourite: _favourite, ...competition }: CompetitionItem) =>
    favourites.toggleCompetition(competition);
  const select = ({ competitionId, sportId, name, groupName }: CompetitionItem) =>
    prematch.selectCompetition({ competitionId, sportId, name, groupName });
  const toggle = ({ competitionId, sportId, name, groupName }: CompetitionItem) =>
    prematch.toggleCompetition({ competitionId, sportId, name, groupName });
  const firstLoad = loading && tree.length === 0;

  return (
    <nav className={css.panel} aria-label={t('prematch.panel')}>
      <TeamSearch />
      <TimeFilters value={filter} onChange={prematch.setTimeFilter} />

      <section className={css.section} aria-labelledby={ids.top}>
        <h2 id={ids.top} className={css.heading}>
          <Icon name="trophy" size={16} />
          {t('prematch.topLeagues')}
        </h2>
        {firstLoad ? <PanelSkeleton rows={TOP_LEAGUE_ROWS} /> : <CompetitionShortcuts items={view.topLeagues} onSelect={select} onStar={star} />}
      </section>

      <section className={css.section} aria-labelledby={ids.favourites}>
        <h2 id={ids.favourites} className={css.heading}>
          <Icon name="star" size={16} />
          {t('prematch.favourites')}
        </h2>
        {view.favourites.length === 0 ? (
          <p className={css.empty}>{t('prematch.noSelected')}</p>
        ) : (
          <CompetitionShortcuts items={view.favourites} onSelect={select} onStar={star} />
        )}
      </section>

      <section className={css.section} aria-labelledby={ids.sports} aria-busy={loading}>
        <div className={css.sectionHead}>
          <h2 id={ids.sports} className={css.heading}>
            <Icon name="ball" size={16} />
            {t('prematch.sports')}
          </h2>
          {view.selectedCount > 0 ? (
            <Button tone="ghost" size="sm" className={css.clearAll} aria-label={t('prematch.clearAll', { count: view.selectedCount })} onClick={prematch.clearCompetitions}>
              <Icon name="trash" size={16} />
              {view.selectedCount}
            </Button>
          ) : null}
        </div>
        {firstLoad ? (
          <PanelSkeleton rows={6} />
        ) : view.sports.length === 0 ? (
          <p className={css.empty}>{t('prematch.treeEmpty')}</p>
        ) : (
          <div className={cx(loading && css.refreshing)}>
            <SportsTree sports={view.sports} onToggle={toggle} onStar={star} />
          </div>
        )}
      </section>
    </nav>
  );
}

function PanelSkeleton({ rows }: { rows: number }) {
  const t = useT();
  return (
    <div className={css.skeleton} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={cx(skeletonBlock, css.skeletonRow)} />
      ))}
    </div>
  );
}
