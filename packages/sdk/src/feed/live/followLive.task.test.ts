import { describe, expect, it, onTestFinished } from 'vitest';
import { OfflineWebSocket } from '../../platform/offlineWebSocket';
import { realtimeOf } from '../../realtime/realtime.store';
import { createTestClient } from '../../test/testClient';
import { LIVE_REFRESH_INTERVAL_MS } from '../shared/feed.constants';
import { followLive } from './followLive.task';

function setup() {
  const harness = createTestClient({ platform: { WebSocket: OfflineWebSocket as unknown as typeof WebSocket } });
  onTestFinished(() => harness.client.dispose());
  // Made before counting: the realtime domain keeps timers of its own once made.
  realtimeOf(harness.client);
  const timers = harness.timerCount();
  const listeners = harness.listenerCount();
  let refreshes = 0;
  const stop = followLive(harness.client, () => {}, () => void (refreshes += 1));
  return { ...harness, stop, refreshes: () => refreshes, timers, listeners };
}

describe('following the live world', () => {
  it('refreshes every 60 s while the page is visible, not while hidden, and at once on return', () => {
    const { tick, becomeHidden, becomeVisible, refreshes } = setup();
    tick(LIVE_REFRESH_INTERVAL_MS - 1);
    expect(refreshes()).toBe(0);
    tick(1);
    expect(refreshes()).toBe(1);
    becomeHidden();
    tick(3 * LIVE_REFRESH_INTERVAL_MS);
    expect(refreshes()).toBe(1);
    becomeVisible();
    expect(refreshes()).toBe(2);
    tick(LIVE_REFRESH_INTERVAL_MS);
    expect(refreshes()).toBe(3);
  });

  it('refreshes when the sportsbook hub reconnects, not the account hub', () => {
    const { client, refreshes } = setup();
    client.emit('reconnected', { hub: 'frnotify', connectionId: 'a' });
    expect(refreshes()).toBe(0);
    client.emit('reconnected', { hub: 'sbnotify', connectionId: 'b' });
    expect(refreshes()).toBe(1);
  });

  it('leaves no timer or listener behind once stopped', () => {
    const { client, stop, tick, refreshes, timerCount, listenerCount, timers, listeners, becomeVisible } = setup();
    stop();
    tick(2 * LIVE_REFRESH_INTERVAL_MS);
    becomeVisible();
    client.emit('reconnected', { hub: 'sbnotify', connectionId: 'b' });
    expect(refreshes()).toBe(0);
    expect(timerCount()).toBe(timers);
    expect(listenerCount()).toBe(listeners);
  });
});
