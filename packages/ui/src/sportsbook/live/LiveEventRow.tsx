import { memo } from 'react';
import { routes } from '@oyna/sdk/routes';
import type { LiveEvent } from '@oyna/sdk/feed';
import { useT } from '../../provider/hooks';
import { visuallyHidden } from '../../shared/a11y.css';
import { Icon } from '../../shared/Icon';
import { FavouriteStar } from '../prematch/FavouriteStar';
import { liveEventLine } from './livePanel.model';
import * as css from './LivePanel.css';

export interface LiveEventRowProps {
  event: LiveEvent;
  favourite: boolean;
  active: boolean;
  onToggleFavourite: (eventId: number) => void;
}

/**
 * A live event in the panel: teams, score, period and minute, a lock while suspended, and its star.
 * Memoised: a hub delta re-renders only the rows whose event changed.
 */
export const LiveEventRow = memo(function LiveEventRow({ event, favourite, active, onToggleFavourite }: LiveEventRowProps) {
  const t = useT();
  const line = liveEventLine(event);
  return (
    <div className={css.event({ active })}>
      <a className={css.eventLink} href={routes.liveEvent(event.sportId, event.id)} aria-current={active ? 'page' : undefined}>
        <span className={css.teams}>
          <span className={css.team}>{event.homeName}</span>
          <span className={css.team}>{event.awayName}</span>
        </span>
        <span className={css.score}>{line.score}</span>
        <span className={css.clock}>
          {line.clock}
          {line.locked ? (
            <>
              <Icon name="lock" size={12} className={css.lock} />
              <span className={visuallyHidden}>, {t('odds.locked')}</span>
            </>
          ) : null}
        </span>
      </a>
      <FavouriteStar
        className={css.star}
        starred={favourite}
        label={t('live.favourite', { event: line.name })}
        onToggle={() => onToggleFavourite(event.id)}
      />
    </div>
  );
});
