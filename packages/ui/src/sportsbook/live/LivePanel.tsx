import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ALL_GROUPS_OPEN, toLiveListing, type LiveSeed } from '@oyna/sdk/feed';
import { useClientStore } from '../../shared/useClientStore';
import { useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';
import { Button } from '../../shared/Button';
import { cx } from '../../theme/cx';
import { Icon } from '../../shared/Icon';
import { SearchField } from '../../shared/SearchField';
import { useHydrated } from '../../provider/useHydrated';
import { LiveEventRow } from './LiveEventRow';
import { LiveGroupRow } from './LiveGroupRow';
import { ROW_HEIGHT, createLivePanelRows, createRowLayout, firstScreenRows, type LivePanelRow } from './livePanel.model';
import * as css from './LivePanel.css';
import { useLiveFeed } from './useLiveFeed';
import { observeRectOrScreenful } from './virtualRect';

/** The panel as the server draws it: from the seed's lists, with none of the player's stars or searches. */
const serverPanel = (seed: LiveSeed | undefined) =>
  toLiveListing({ sports: seed?.sports ?? [], groups: seed?.groups ?? {}, favourites: [], query: '', open: ALL_GROUPS_OPEN });

export interface LivePanelProps {
  /**
   * Live lists read while the page was rendered (`readLiveSeed`): the server draws the panel's first
   * screen from them, and the feed shows them until its own lists arrive.
   */
  seed?: LiveSeed;
  className?: string;
}

/**
 * The live category panel: Search Event, the eye that opens or closes every group, My Favourites,
 * then sport, league and event groups with their counts. Rows are virtualised, so thousands of live
 * events stay quick.
 */
export function LivePanel({ seed, className }: LivePanelProps) {
  const t = useT();
  const live = useLiveFeed();
  // In the browser only: on the server one client serves every request, and a seed would stay.
  // Before the first render after hydration, so the panel goes on from what the server drew.
  useLayoutEffect(() => {
    if (seed) live.seed(seed);
  }, [live, seed]);
  // Server values until hydrated: another island may have loaded the live lists before this one hydrates.
  const drawnByServer = useMemo(() => serverPanel(seed), [seed]);
  const panel = useClientStore(live.$panel, drawnByServer);
  const status = useClientStore(live.$status, seed ? 'ready' : 'loading');
  const query = useClientStore(live.$query, '');
  const activeId = useClientStore(live.$activeEventId, null);
  const titleId = useId();
  const [buildRows] = useState(createLivePanelRows);
  const rows = useMemo(() => buildRows(panel, activeId), [buildRows, panel, activeId]);
  const scroller = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // Every kind of row has a fixed height, so nothing is measured: no layout is forced while rendering.
  // The list places every row again whenever these change, so they change only with the layout.
  const [layoutOf] = useState(createRowLayout);
  const layout = useMemo(() => layoutOf(rows), [layoutOf, rows]);
  const estimateSize = useCallback((index: number) => ROW_HEIGHT[layout[index]!.kind], [layout]);
  const getItemKey = useCallback((index: number) => layout[index]!.key, [layout]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    getItemKey,
    observeElementRect: observeRectOrScreenful,
    overscan: 6,
  });

  const emptyText =
    status !== 'ready' || panel.shown > 0 ? null : panel.searching ? t('live.noMatches', { query: query.trim() }) : t('live.empty');

  return (
    <section className={cx(css.panel, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={visuallyHidden}>
        {t('live.panel')}
      </h2>
      <div className={css.tools}>
        <SearchField className={css.search} size="sm" label={t('live.search')} value={query} onChange={(value) => live.search(value)} />
        <Button
          tone="secondary"
          size="sm"
          shape="icon"
          aria-label={panel.allOpen ? t('live.closeAll') : t('live.openAll')}
          onClick={live.toggleAllGroups}
        >
          <Icon name={panel.allOpen ? 'eye' : 'eyeOff'} size={18} />
        </Button>
      </div>
      {status === 'failed' ? (
        <div className={css.notice} role="alert">
          <p>{t('live.loadFailed')}</p>
          <Button tone="secondary" size="sm" onClick={() => void live.refresh()}>
            {t('live.retry')}
          </Button>
        </div>
      ) : null}
      <div ref={scroller} className={css.scroller} aria-busy={status === 'loading'}>
        {/* Rows are placed with inline styles, which the page's CSP allows only when set from script. The
            server draws the seed's first screen in the page's flow instead; the same rows, by key, are
            then placed by the virtual list without being made again. */}
        <div className={css.rows} style={hydrated ? { height: virtualizer.getTotalSize() } : undefined}>
          {placedRows().map(({ row, start }) => (
            <div
              key={row.key}
              className={css.row({ kind: row.kind, inFlow: start === null })}
              style={start === null ? undefined : { transform: `translateY(${start}px)` }}
            >
              {renderRow(row)}
            </div>
          ))}
        </div>
        {/* Below the rows once hydrated, placed as they are (a transform): the starred events' rows
            coming in above it move nothing on the page. */}
        {status === 'loading' ? (
          <p className={cx(css.notice, hydrated && css.placedNotice)} style={hydrated ? { transform: `translateY(${virtualizer.getTotalSize()}px)` } : undefined}>
            {t('common.loading')}
          </p>
        ) : null}
        {emptyText ? <p className={css.notice}>{emptyText}</p> : null}
      </div>
    </section>
  );

  /** The rows to draw: where the virtual list places them once hydrated, else the seed's first screen. */
  function placedRows(): { row: LivePanelRow; start: number | null }[] {
    if (hydrated) return virtualizer.getVirtualItems().map((item) => ({ row: rows[item.index]!, start: item.start }));
    return seed ? firstScreenRows(rows).map((row) => ({ row, start: null })) : [];
  }

  function renderRow(row: LivePanelRow) {
    switch (row.kind) {
      case 'favourites':
        return (
          <LiveGroupRow level="sport" title={t('live.favourites')} count={row.count} open={row.open} onToggle={() => live.toggleGroup(row.groupKey)} />
        );
      case 'noFavourites':
        return <p className={css.noSelected}>{t('live.noSelected')}</p>;
      case 'sport':
        return <LiveGroupRow level="sport" title={row.name} count={row.count} open={row.open} onToggle={() => live.toggleGroup(row.groupKey)} />;
      case 'league':
        return (
          <LiveGroupRow
            level="league"
            title={`${row.groupName} · ${row.name}`}
            count={row.count}
            open={row.open}
            onToggle={() => live.toggleGroup(row.groupKey)}
          />
        );
      case 'event':
        return <LiveEventRow event={row.event} favourite={row.favourite} active={row.active} onToggleFavourite={live.toggleFavourite} onChoose={live.setActiveEvent} />;
    }
  }
}
