import { describe, expect, it } from 'vitest';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import { StorageKey } from '../platform/storage.keys';
import { useStoreSandbox } from '../test/storeSandbox';
import { seededClient } from './content.fixtures';
import { createTestClient } from '../test/testClient';
import { TOP_NOTIFY_HIDE_DELAY_MS, topNotifyOf } from './topNotify.store';

const sandbox = useStoreSandbox();


describe('the top bar (TOP_NOTIFY)', () => {
  it('shows on home only, with the current and next domain', async () => {
    const { client } = await seededClient(sandbox);
    const bar = topNotifyOf(client);
    bar.arrive('/promotions');
    expect(bar.$bar.get()).toBeNull();
    bar.arrive('/');
    expect(bar.$bar.get()).toEqual({ current: 'oyna127.example', next: 'oyna128.example', closing: false });
  });

  it('closes after the 500 ms hide delay and stays closed', async () => {
    const { client, platform, tick, bootstrap } = await seededClient(sandbox);
    const bar = topNotifyOf(client);
    bar.arrive('/');
    bar.dismiss();
    expect(platform.storage.getItem(StorageKey.topNotifyRead)).toBe('yes');
    expect(bar.$bar.get()?.closing).toBe(true);
    tick(TOP_NOTIFY_HIDE_DELAY_MS - 1);
    expect(bar.$bar.get()).not.toBeNull();
    tick(1);
    expect(bar.$bar.get()).toBeNull();

    const reloaded = createTestClient({ platform: { storage: platform.storage } });
    bootstrapOf(reloaded.client).seed(bootstrap);
    topNotifyOf(reloaded.client).arrive('/');
    expect(topNotifyOf(reloaded.client).$bar.get()).toBeNull();
  });

  it('counts as read once the visitor leaves home, checked again on arrival', async () => {
    const { client, platform } = await seededClient(sandbox);
    const bar = topNotifyOf(client);
    bar.arrive('/');
    expect(bar.$bar.get()).not.toBeNull();
    bar.leave();
    expect(platform.storage.getItem(StorageKey.topNotifyRead)).toBe('yes');
    bar.arrive('/');
    expect(bar.$bar.get()).toBeNull();
  });

  it('leaves no timer behind when the page goes before the bar has faded', async () => {
    const { client, timerCount } = await seededClient(sandbox);
    const bar = topNotifyOf(client);
    bar.arrive('/');
    bar.dismiss();
    expect(timerCount()).toBeGreaterThan(0);
    const before = timerCount();
    bar.arrive('/');
    expect(timerCount()).toBe(before - 1);
  });
});
