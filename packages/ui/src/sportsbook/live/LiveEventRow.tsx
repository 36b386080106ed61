import type { StarToggled } from '@oyna/sdk/favourites';
import { memo } from 'react';
import { routes } from '@oyna/sdk/routes';
import type { LiveEvent } from '@oyna/sdk/feed';
import { useT } from '../../provider/hooks';
import { FavouriteStar } from '../shared/FavouriteStar';
import { LiveEventSummary } from './LiveEventSummary';
import { liveEventLine } from './livePanel.model';
import * as css from './LivePanel.css';

export interface LiveEventRowProps {
  event: LiveEvent;
  favourite: boolean;
  active: boolean;
  onToggleFavourite: (eventId: number) => StarToggled | null;
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
        <LiveEventSummary event={event} />
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
