import { useEffect } from 'react';
import { liveFeedOf, type LiveFeed } from '@oyna/sdk/feed';
import { useOyna } from '../../provider/hooks';

/**
 * The client's live feed, which follows the live world while a widget shows its stores (never
 * during server rendering: see `useClientStore`). With `activeEventId`, that event becomes the
 * active one.
 */
export function useLiveFeed(options: { activeEventId?: number | null } = {}): LiveFeed {
  const live = liveFeedOf(useOyna());
  const { activeEventId } = options;
  useEffect(() => {
    if (activeEventId !== undefined) live.setActiveEvent(activeEventId);
  }, [live, activeEventId]);
  return live;
}
