import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { ALL_GROUPS_OPEN, livePanel } from '@oyna/sdk/feed';
import { useClientStore } from '../../shared/useClientStore';
import { useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';
import { Button } from '../../shared/Button';
import { cx } from '../../shared/cx';
import { Icon } from '../../shared/Icon';
import { useHydrated } from '../../shared/useHydrated';
import { LiveEventRow } from './LiveEventRow';
import { LiveGroupRow } from './LiveGroupRow';
import { ROW_HEIGHT, createLivePanelRows, type LivePanelRow } from './livePanel.model';
import * as css from './LivePanel.css';
import { useLiveFeed } from './useLiveFeed';
import { observeRectOrScreenful } from './virtualRect';

const SERVER_PANEL = livePanel({ sports: [], groups: {}, favourites: [], query: '', open: ALL_GROUPS_OPEN });

export interface LivePanelProps {
  className?: string;
}

/**
 * The live category panel: Search Event, the eye that opens or closes every group, My Favourites,
 * then sport, league and event groups with their counts. Rows are virtualised, so thousands of live
 * events stay quick.
 */
export function LivePanel({ className }: LivePanelProps) {
  const t = useT();
  const live = useLiveFeed();
  // Server values until hydrated: another island may have loaded the live lists before this one hydrates.
  const panel = useClientStore(live.$panel, SERVER_PANEL);
  const status = useClientStore(live.$status, 'loading');
  const query = useClientStore(live.$query, '');
  const activeId = useClientStore(live.$activeEventId, null);
  const titleId = useId();
  const [buildRows] = useState(createLivePanelRows);
  const rows = useMemo(() => buildRows(panel, activeId), [buildRows, panel, activeId]);
  const scroller = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // Every kind of row has a fixed height, so nothing is measured: no layout is forced while rendering.
  // The list places every row again whenever these change, so they change only with the rows.
  const estimateSize = useCallback((index: number) => ROW_HEIGHT[rows[index]!.kind], [rows]);
  const getItemKey = useCallback((index: number) => rows[index]!.key, [rows]);
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
        <div className={css.search}>
          <Icon name="search" size={16} className={css.searchIcon} />
          <input
            type="search"
            className={css.searchInput}
            placeholder={t('live.search')}
            aria-label={t('live.search')}
            value={query}
            onChange={(event) => live.search(event.target.value)}
          />
        </div>
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
        {/* Rows are placed with inline styles, which the page's CSP allows only when set from script. */}
        {hydrated ? (
          <div className={css.rows} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => (
              <div
                key={item.key}
                className={css.row({ kind: rows[item.index]!.kind })}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {renderRow(rows[item.index]!)}
              </div>
            ))}
          </div>
        ) : null}
        {status === 'loading' ? <p className={css.notice}>{t('common.loading')}</p> : null}
        {emptyText ? <p className={css.notice}>{emptyText}</p> : null}
      </div>
    </section>
  );

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
        return <LiveEventRow event={row.event} favourite={row.favourite} active={row.active} onToggleFavourite={live.toggleFavourite} />;
    }
  }
}
