import type { OynaClient } from '../../client/createOyna';
import { realtimeOf } from '../../realtime/realtime.store';
import { LIVE_REFRESH_INTERVAL_MS } from '../shared/feed.constants';
import { LIVE_UPDATE_COMMAND, liveUpdateSchema, type LiveUpdate } from '../shared/feed.schema';

/**
 * Follows the live world: the sbnotify hub's deltas go to `applyUpdate`; `refreshAll` runs every 60 s
 * while the page is visible, at once when it becomes visible again, and after the hub reconnects
 * (deltas sent while it was away are lost). Returns the stop.
 */
export function followLive(client: OynaClient, applyUpdate: (update: LiveUpdate) => void, refreshAll: () => unknown): () => void {
  const { platform } = client;
  // Made here, not with the feed: the hubs connect for a logged-in player once made.
  const realtime = realtimeOf(client);
  let timer: unknown = null;
  const stopTimer = () => {
    if (timer !== null) platform.clearInterval(timer);
    timer = null;
  };
  const startTimer = () => {
    stopTimer();
    timer = platform.setInterval(refreshAll, LIVE_REFRESH_INTERVAL_MS);
  };
  const cleanups = [
    realtime.on(LIVE_UPDATE_COMMAND, (message) => {
      try {
        const parsed = liveUpdateSchema.safeParse(JSON.parse(message));
        if (parsed.success) applyUpdate(parsed.data);
      } catch {
        // A push that is not JSON is dropped; the next refresh brings the truth.
      }
    }),
    realtime.hold('sbnotify'),
    client.on('reconnected', ({ hub }) => {
      if (hub === 'sbnotify') refreshAll();
    }),
    platform.onHidden(stopTimer),
    platform.onVisible(() => {
      refreshAll();
      startTimer();
    }),
    stopTimer,
  ];
  if (platform.isVisible()) startTimer();
  return () => cleanups.forEach((cleanup) => cleanup());
}
