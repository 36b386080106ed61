import type { StarToggled } from '@oyna/sdk/favourites';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { favouritesOf, type LiveFavourite } from '@oyna/sdk/favourites';
import type { LiveCategory, LiveGroups, LiveStatus } from '@oyna/sdk/feed';
import { routes } from '@oyna/sdk/routes';
import { useId, useMemo, useRef } from 'react';
import { useOyna, useT } from '../../provider/hooks';
import { Icon } from '../../shared/Icon';
import { useClientStore } from '../../shared/useClientStore';
import { useElementWidth } from '../../shared/useElementWidth';
import { useScrollMargin } from '../../shared/useScrollMargin';
import { useHydrated } from '../../provider/useHydrated';
import { FavouriteStar } from '../shared/FavouriteStar';
import { RowOdds } from '../shared/RowOdds';
import { LiveEventSummary } from './LiveEventSummary';
import { liveEventLine } from './livePanel.model';
import {
  OVERVIEW_ROW_HEIGHT,
  liveOverview,
  overviewLayout,
  type OverviewLayout,
  type OverviewRow,
} from './liveOverview.model';
import * as css from './LiveOverview.css';
import { useLiveFeed } from './useLiveFeed';
import { OynaLink } from '../../provider/navigation';

const NO_SPORTS: readonly LiveCategory[] = [];
const NO_GROUPS: LiveGroups = {};
const NO_FAVOURITES: LiveFavourite[] = [];

export interface LiveOverviewProps {
  /** The sport whose live events are listed. */
  sportId: number;
}

/**
 * A sport's live events at a glance: tabs to the other live sports, then each league's events with
 * score, period and minute, their Match Result odds and a link to every market. The list is
 * virtualised against the window, so a sport with hundreds of events stays quick.
 */
export function LiveOverview({ sportId }: LiveOverviewProps) {
  const t = useT();
  const client = useOyna();
  const live = useLiveFeed();
  const favourites = favouritesOf(client);
  // Server values until hydrated: another island may have loaded the live lists before this one hydrates.
  const sports = useClientStore(live.$sports, NO_SPORTS);
  const groups = useClientStore(live.$groups, NO_GROUPS);
  const status = useClientStore<LiveStatus>(live.$status, 'loading');
  const starred = useClientStore(favourites.$liveEvents, NO_FAVOURITES);
  const hydrated = useHydrated();
  const view = useMemo(() => liveOverview({ sports, groups, sportId }), [sports, groups, sportId]);
  const starredIds = useMemo(() => new Set(starred.map((favourite) => favourite.eventId)), [starred]);

  const titleId = useId();
  const list = useRef<HTMLDivElement>(null);
  const layout = overviewLayout(useElementWidth(list));
  const scrollMargin = useScrollMargin(list, [hydrated, view.rows.length > 0]);
  const virtualizer = useWindowVirtualizer({
    count: view.rows.length,
    estimateSize: (index) => rowHeight(view.rows[index]!, layout),
    getItemKey: (index) => view.rows[index]!.key,
    scrollMargin,
    overscan: 6,
  });

  const title = view.sport ? t('live.overview', { sport: view.sport.name }) : t('route.liveOverview');
  // Each sport's list is shown as it arrives: this sport's rows need not wait for the other sports.
  const empty =
    status === 'loading'
      ? view.rows.length > 0
        ? null
        : t('common.loading')
      : status === 'failed'
        ? t('live.loadFailed')
        : !view.sport
          ? t('live.empty')
          : null;

  return (
    <section className={css.overview} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.title}>
        <Icon name="live" size={18} />
        {title}
      </h2>
      {view.sports.length > 0 ? (
        <nav aria-label={t('live.sports')}>
          <ul className={css.sports}>
            {view.sports.map((sport) => (
              <li key={sport.id}>
                <OynaLink className={css.sport} to={sport.href} aria-current={sport.current ? 'page' : undefined}>
                  {sport.name}
                  <span className={css.sportCount}>{sport.count}</span>
                </OynaLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {empty ? (
        <p className={css.notice} aria-busy={status === 'loading'}>
          {empty}
        </p>
      ) : null}
      <div ref={list} className={css.list}>
        {/* Rows are placed with inline styles, which the page's CSP allows only when set from script. */}
        {hydrated ? (
          <div className={css.rows} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = view.rows[item.index]!;
              return (
                <div
                  key={item.key}
                  className={css.slot}
                  style={{ height: item.size, transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
                >
                  {row.kind === 'league' ? (
                    <h3 className={css.league}>
                      {row.title}
                      <span className={css.sportCount}>{row.count}</span>
                    </h3>
                  ) : (
                    <OverviewEventRow
                      row={row}
                      layout={layout}
                      starred={starredIds.has(row.event.id)}
                      onToggleStar={() => live.toggleFavourite(row.event.id)}
                      marketName={t('market.matchResult')}
                    />
                  )}
                </div>
              );
            })}
          </div>
        ) : null}
      </div>
    </section>
  );
}

const rowHeight = (row: OverviewRow, layout: OverviewLayout) =>
  row.kind === 'league' ? OVERVIEW_ROW_HEIGHT.league : OVERVIEW_ROW_HEIGHT[layout];

interface OverviewEventRowProps {
  row: Extract<OverviewRow, { kind: 'event' }>;
  layout: OverviewLayout;
  starred: boolean;
  onToggleStar: () => StarToggled | null;
  marketName: string;
}

function OverviewEventRow({ row, layout, starred, onToggleStar, marketName }: OverviewEventRowProps) {
  const t = useT();
  const { event } = row;
  const line = liveEventLine(event);
  return (
    <div className={css.event({ layout })}>
      <FavouriteStar className={css.star} starred={starred} label={t('live.favourite', { event: line.name })} onToggle={onToggleStar} />
      <OynaLink className={css.match} to={routes.liveEvent(event.sportId, event.id)}>
        <LiveEventSummary event={event} size="roomy" />
      </OynaLink>
      <RowOdds
        odds={row.odds.map((odd) => ({ ...odd, label: odd.name, marketName }))}
        eventName={line.name}
        locked={line.locked}
        isLive
      />
      <OynaLink className={css.more} to={routes.liveEvent(event.sportId, event.id)} aria-label={t('live.allOdds', { count: event.oddCount, event: line.name })}>
        +{event.oddCount}
      </OynaLink>
    </div>
  );
}
