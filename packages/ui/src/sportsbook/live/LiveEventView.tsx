import { valueOf } from '@oyna/sdk';
import type { LiveDetail } from '@oyna/sdk/feed';
import { useClientStore } from '../../shared/useClientStore';
import { useT } from '../../provider/hooks';
import { Spinner } from '../../shared/Spinner';
import { Icon } from '../../shared/Icon';
import { EventMarkets } from '../markets/EventMarkets';
import { liveEventLine } from './livePanel.model';
import { LiveTracker } from './LiveTracker';
import * as css from './LiveEventView.css';
import { useLiveFeed } from './useLiveFeed';

const NO_DETAIL: LiveDetail = { status: 'idle' };

export interface LiveEventViewProps {
  /** The event the page is for; left out, the active event is shown (the first live one at first). */
  eventId?: number;
  /** The page's path, for the match tracker (shown only on /live pages). */
  currentPath: string;
}

/**
 * One live event: teams, score, period and minute, the match tracker where the page has no right
 * column, and every market, kept live by the feed. When the event is no longer live, the first
 * visible one takes its place.
 */
export function LiveEventView({ eventId, currentPath }: LiveEventViewProps) {
  const t = useT();
  const live = useLiveFeed({ activeEventId: eventId });
  // Server values until hydrated: another island may have loaded the live lists before this one hydrates.
  const detail = useClientStore(live.$detail, NO_DETAIL);
  const { status } = detail;
  // Kept while a reload of it is under way or fails.
  const event = valueOf(detail) ?? null;
  const feedStatus = useClientStore(live.$status, 'loading');

  if (!event) {
    const text =
      status === 'failed'
        ? t('live.eventFailed')
        : feedStatus === 'ready' && status === 'idle'
          ? t('live.empty')
          : feedStatus === 'failed'
            ? t('live.loadFailed')
            : null;
    return (
      <section className={css.view} aria-busy={text === null}>
        <p className={css.notice}>
          {text ?? (
            <>
              <Spinner /> {t('common.loading')}
            </>
          )}
        </p>
      </section>
    );
  }

  const line = liveEventLine(event);
  return (
    <article className={css.view} aria-labelledby={`live-event-${event.id}`}>
      <header className={css.header}>
        <p className={css.league}>{[event.groupName, event.competitionName].filter(Boolean).join(' · ')}</p>
        <h2 id={`live-event-${event.id}`} className={css.match}>
          <span className={css.team}>{event.homeName}</span>
          <span className={css.score}>{line.score || '–'}</span>
          <span className={css.team}>{event.awayName}</span>
        </h2>
        <p className={css.clock}>
          <span className={css.liveDot} aria-hidden="true" />
          {line.clock}
          {line.locked ? (
            <span className={css.suspended}>
              <Icon name="lock" size={12} /> {t('odds.locked')}
            </span>
          ) : null}
        </p>
      </header>
      <LiveTracker currentPath={currentPath} placement="content" />
      <EventMarkets event={event} />
    </article>
  );
}
