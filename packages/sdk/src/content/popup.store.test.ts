import { describe, expect, it } from 'vitest';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import { getBootstrap } from '../bootstrap/bootstrap.api';
import type { Bootstrap } from '../bootstrap/bootstrap.schema';
import { useStoreSandbox } from '../test/storeSandbox';
import { seededClient } from './content.fixtures';
import { createTestClient } from '../test/testClient';
import { popupOf } from './popup.store';

const sandbox = useStoreSandbox();


describe('the promotional popup', () => {
  it('shows once per content hash, remembered across page loads', async () => {
    const { client, platform, bootstrap } = await seededClient(sandbox);
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
    const en = await seededClient(sandbox, 'en');
    popupOf(en.client).markSeen();
    const tr = createTestClient({ locale: 'tr', platform: { storage: en.platform.storage } });
    bootstrapOf(tr.client).seed(await getBootstrap(sandbox.client({ locale: 'tr' }).client));
    expect(popupOf(tr.client).$popup.get()?.title).toBe('Hafta sonu %25 yatırım bonusu');
  });
});
