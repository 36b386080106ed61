import { useEffect } from 'react';
import { liveFeedOf, type LiveFeed } from '@oyna/sdk/feed';
import { useOyna } from '../../provider/hooks';
import { useErrorToasts } from '../../toast/useErrorToasts';

/**
 * The client's live feed, which follows the live world while a widget shows its stores (never
 * during server rendering: see `useClientStore`). With `activeEventId`, that event becomes the
 * active one. Its background failures show as toasts, once however many live widgets a page has.
 */
export function useLiveFeed(options: { activeEventId?: number | null } = {}): LiveFeed {
  const live = liveFeedOf(useOyna());
  const { activeEventId } = options;
  useErrorToasts(live);
  useEffect(() => {
    if (activeEventId !== undefined) live.setActiveEvent(activeEventId);
  }, [live, activeEventId]);
  return live;
}
