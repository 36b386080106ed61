import { useDeferredValue, useId } from 'react';
import { valueOf } from '@oyna/sdk';
import {
  type LiveDetail,
  matchName,
  showsTracker,
  trackerFrameFor,
  trackerVariantFor,
} from '@oyna/sdk/feed';
import { useClientStore } from '../../shared/useClientStore';
import { useLocale, useOyna, useT } from '../../provider/hooks';
import { Icon } from '../../shared/Icon';
import { Spinner } from '../../shared/Spinner';
import { useViewportWidth } from '../../shared/useViewportWidth';
import { trackerPlacement } from './livePanel.model';
import * as css from './LiveTracker.css';
import { useLiveFeed } from './useLiveFeed';

const NO_DETAIL: LiveDetail = { status: 'idle' };

export interface LiveTrackerProps {
  /** The page's path: the tracker shows only on /live pages. */
  currentPath: string;
  /**
   * Where this copy sits, for a page that places two: in the right column (shown from 1280 px,
   * where that column is beside the content) or in the content (shown below that), so exactly one
   * shows. Left out, this copy always shows.
   */
  placement?: 'aside' | 'content';
}

/**
 * The third-party match tracker of the active live event, in a sandboxed frame: its desktop page
 * at 415 px, its mobile page at 235 px up to 991 px wide. Its space is kept while the live feed
 * loads; nothing shows without a configured tracker, off the live pages, or for an event without a
 * feed id.
 */
export function LiveTracker({ currentPath, placement }: LiveTrackerProps) {
  const t = useT();
  const client = useOyna();
  const locale = useLocale();
  const width = useViewportWidth();
  const live = useLiveFeed();
  const headingId = useId();
  // Server values until hydrated: another island may have loaded the live lists before this one hydrates.
  const active = useClientStore(live.$activeEvent, null);
  const detail = valueOf(useClientStore(live.$detail, NO_DETAIL)) ?? null;
  const status = useClientStore(live.$status, 'loading');
  const base = client.config.trackerBase;
  const event = active ?? detail;
  const frame =
    base && event ? trackerFrameFor(base, event, { viewportWidth: width, locale, pageUrl: client.platform.baseUrl }) : null;
  // The frame (a whole page) is created in a render of its own, after the live lists are on screen.
  const deferredUrl = useDeferredValue(frame?.url ?? null);
  if (!base || !showsTracker(currentPath)) return null;
  if (placement && trackerPlacement(width) !== placement) return null;
  if (!frame && !(event === null && status === 'loading')) return null;

  const heading = (
    <h2 id={headingId} className={css.heading}>
      <Icon name="live" size={16} />
      {t('live.trackerTitle')}
    </h2>
  );
  if (!frame || !event || deferredUrl !== frame.url) {
    return (
      <section className={css.tracker} aria-labelledby={headingId} aria-busy="true">
        {heading}
        <p className={css.waiting({ variant: trackerVariantFor(width) })}>
          <Spinner /> {t('common.loading')}
        </p>
      </section>
    );
  }
  const title = t('live.tracker', { event: matchName(event) });
  return (
    <section className={css.tracker} aria-labelledby={headingId}>
      {heading}
      <iframe
        key={frame.url}
        className={css.frame}
        src={frame.url}
        title={title}
        sandbox={frame.sandbox}
        height={frame.height}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    </section>
  );
}
