import { useEffect } from 'react';
import { liveFeedOf, type LiveFeed } from '@oyna/sdk/feed';
import { useOyna } from '../../provider/hooks';

/**
 * The client's live feed, followed while the widget is mounted (never during server rendering).
 * With `activeEventId`, that event becomes the active one before the feed starts.
 */
export function useLiveFeed(options: { detail?: boolean; activeEventId?: number | null } = {}): LiveFeed {
  const live = liveFeedOf(useOyna());
  const { detail = false, activeEventId } = options;
  useEffect(() => {
    if (activeEventId !== undefined) live.setActiveEvent(activeEventId);
    return live.start({ detail });
  }, [live, detail, activeEventId]);
  return live;
}
