import type { LiveEvent } from '@oyna/sdk/feed';
import { useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';
import { Icon } from '../../shared/Icon';
import { liveEventLine } from './livePanel.model';
import * as css from './LiveEventSummary.css';

export interface LiveEventSummaryProps {
  event: LiveEvent;
  /** The panel's narrow rows or the overview's wider ones. @default 'compact' */
  size?: 'compact' | 'roomy';
}

/** What a live event row says inside its link: teams, score, period and minute, a lock while suspended. */
export function LiveEventSummary({ event, size = 'compact' }: LiveEventSummaryProps) {
  const t = useT();
  const line = liveEventLine(event);
  return (
    <>
      <span className={css.teams({ size })}>
        <span className={css.team}>{event.homeName}</span>
        <span className={css.team}>{event.awayName}</span>
      </span>
      <span className={css.score({ size })}>{line.score}</span>
      <span className={css.clock}>
        {line.clock}
        {line.locked ? (
          <>
            <Icon name="lock" size={12} className={css.lock} />
            <span className={visuallyHidden}>, {t('odds.locked')}</span>
          </>
        ) : null}
      </span>
    </>
  );
}
