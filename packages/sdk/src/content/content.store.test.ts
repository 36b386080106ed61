import { describe, expect, it } from 'vitest';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import { getBootstrap } from '../bootstrap/bootstrap.api';
import type { Bootstrap } from '../bootstrap/bootstrap.schema';
import { StorageKey } from '../platform/storage.keys';
import { useStoreSandbox } from '../test/storeSandbox';
import { createTestClient } from '../test/testClient';
import { getContentPage, getPromotions } from './content.api';
import { popupOf } from './popup.store';
import { TOP_NOTIFY_HIDE_DELAY_MS, topNotifyOf } from './topNotify.store';

const sandbox = useStoreSandbox();

/** A client seeded with the sandbox's bootstrap, as the site seeds it from the page. */
async function seededClient(locale = 'en') {
  const harness = sandbox.client({ locale });
  const bootstrap = await getBootstrap(harness.client);
  bootstrapOf(harness.client).seed(bootstrap);
  return { ...harness, bootstrap };
}

describe('promotions and content pages', () => {
  it('reads the promotions in the client’s language, each with a title, pictures and HTML', async () => {
    const { client } = sandbox.client({ locale: 'tr' });
    const promotions = await getPromotions(client);
    expect(promotions.length).toBeGreaterThanOrEqual(3);
    expect(promotions[0]).toMatchObject({ title: 'İlk yatırıma %100 hoş geldin bonusu', description: expect.stringContaining('<p>') });
    expect(promotions[0]!.images.length).toBeGreaterThanOrEqual(2);
  });

  it('reads About Us (content 3) with its text', async () => {
    const page = await getContentPage(sandbox.client({ locale: 'en' }).client, 3);
    expect(page).toMatchObject({ id: 3, title: 'About Us', body: expect.stringContaining('About Oyna') });
  });
});

describe('the promotional popup', () => {
  it('shows once per content hash, remembered across page loads', async () => {
    const { client, platform, bootstrap } = await seededClient();
    const popup = popupOf(client);
    expect(popup.$popup.get()).toMatchObject({ title: '25% weekend reload bonus', url: '/promotions' });
    popup.markSeen();
    expect(popup.$popup.get()).toBeNull();

    // The next page of the same browser: same storage, a new client.
    const next = createTestClient({ platform: { storage: platform.storage } });
    bootstrapOf(next.client).seed(bootstrap);
    expect(popupOf(next.client).$popup.get()).toBeNull();

    // The operator changes the popup: it shows again.
    const changed: Bootstrap = { ...bootstrap, popup: { ...bootstrap.popup!, title: 'Yeni kampanya', hash: 'another-hash' } };
    bootstrapOf(next.client).seed(changed);
    expect(popupOf(next.client).$popup.get()?.title).toBe('Yeni kampanya');
  });

  it('shows a popup again in the other language (another content, another hash)', async () => {
    const en = await seededClient('en');
    popupOf(en.client).markSeen();
    const tr = createTestClient({ locale: 'tr', platform: { storage: en.platform.storage } });
    bootstrapOf(tr.client).seed(await getBootstrap(sandbox.client({ locale: 'tr' }).client));
    expect(popupOf(tr.client).$popup.get()?.title).toBe('Hafta sonu %25 yatırım bonusu');
  });
});

describe('the top bar (TOP_NOTIFY)', () => {
  it('shows on home only, with the current and next domain', async () => {
    const { client } = await seededClient();
    const bar = topNotifyOf(client);
    bar.arrive('/promotions');
    expect(bar.$bar.get()).toBeNull();
    bar.arrive('/');
    expect(bar.$bar.get()).toEqual({ current: 'oyna127.example', next: 'oyna128.example', closing: false });
  });

  it('closes after the 500 ms hide delay and stays closed', async () => {
    const { client, platform, tick, bootstrap } = await seededClient();
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
    const { client, platform } = await seededClient();
    const bar = topNotifyOf(client);
    bar.arrive('/');
    expect(bar.$bar.get()).not.toBeNull();
    bar.leave();
    expect(platform.storage.getItem(StorageKey.topNotifyRead)).toBe('yes');
    bar.arrive('/');
    expect(bar.$bar.get()).toBeNull();
  });

  it('leaves no timer behind when the page goes before the bar has faded', async () => {
    const { client, timerCount } = await seededClient();
    const bar = topNotifyOf(client);
    bar.arrive('/');
    bar.dismiss();
    expect(timerCount()).toBeGreaterThan(0);
    const before = timerCount();
    bar.arrive('/');
    expect(timerCount()).toBe(before - 1);
  });
});
