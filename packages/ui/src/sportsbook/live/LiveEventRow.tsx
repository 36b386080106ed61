import type { StarToggled } from '@oyna/sdk/favourites';
import { memo } from 'react';
import { routes } from '@oyna/sdk/routes';
import type { LiveEvent } from '@oyna/sdk/feed';
import { useT } from '../../provider/hooks';
import { FavouriteStar } from '../shared/FavouriteStar';
import { LiveEventSummary } from './LiveEventSummary';
import { liveEventLine } from './livePanel.model';
import * as css from './LivePanel.css';
import { OynaLink } from '../../provider/navigation';

export interface LiveEventRowProps {
  event: LiveEvent;
  favourite: boolean;
  active: boolean;
  onToggleFavourite: (eventId: number) => StarToggled | null;
  /** Shows the event in place (in `<LiveEventView>`), where the host serves no event page. */
  onChoose: (eventId: number) => void;
}

/**
 * A live event in the panel: teams, score, period and minute, a lock while suspended, and its star.
 * Memoised: a hub delta re-renders only the rows whose event changed.
 */
export const LiveEventRow = memo(function LiveEventRow({ event, favourite, active, onToggleFavourite, onChoose }: LiveEventRowProps) {
  const t = useT();
  const line = liveEventLine(event);
  return (
    <div className={css.event({ active })}>
      <OynaLink className={css.eventLink} to={routes.liveEvent(event.sportId, event.id)} inPlace={() => onChoose(event.id)} aria-current={active ? 'page' : undefined}>
        <LiveEventSummary event={event} />
      </OynaLink>
      <FavouriteStar
        className={css.star}
        starred={favourite}
        label={t('live.favourite', { event: line.name })}
        onToggle={() => onToggleFavourite(event.id)}
      />
    </div>
  );
});
