import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOSTILE_MARKER, HOSTILE_ORIGIN, HOSTILE_PAYLOADS, HOSTILE_PROMOTION_ID } from '../content/hostile.ts';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.anonymousToken();
});
afterAll(() => t.close());

const setHostile = (hostile: unknown) => t.call('/__test/cms/hostile', { body: { hostile } });

describe('GET /api/cms/promotions', () => {
  beforeEach(async () => {
    await setHostile(false);
  });

  it('lists promotions with a title, three images and an HTML description in the request language', async () => {
    const tr = (await t.call('/api/cms/promotions', { token, locale: 'tr' })).body.data;
    const en = (await t.call('/api/cms/promotions', { token, locale: 'en' })).body.data;
    expect(tr.length).toBeGreaterThanOrEqual(3);
    expect(tr.map((promotion: { id: number }) => promotion.id)).toEqual(en.map((promotion: { id: number }) => promotion.id));
    expect(tr[0]).toEqual({ id: 1, title: 'İlk yatırıma %100 hoş geldin bonusu', images: expect.any(Array), description: expect.stringContaining('<strong>%100</strong>') });
    expect(en[0].title).toBe('100% welcome bonus on your first deposit');
    for (const promotion of tr) {
      expect(promotion.images).toHaveLength(3);
      const image = await fetch(t.url + promotion.images[1]);
      expect(image.status).toBe(200);
      expect(await image.text()).toContain(promotion.title.slice(0, 10));
    }
  });

  it('adds a promotion of hostile HTML while the hook is on, and drops it when turned off or reset', async () => {
    expect((await setHostile(true)).body.data).toEqual({ hostile: true });
    const list = (await t.call('/api/cms/promotions', { token, locale: 'en' })).body.data;
    const hostile = list.find((promotion: { id: number }) => promotion.id === HOSTILE_PROMOTION_ID);
    expect(hostile.description).toContain(HOSTILE_MARKER.en);
    for (const payload of HOSTILE_PAYLOADS) expect(hostile.description).toContain(payload);
    expect(hostile.description).toContain('<script>');
    expect(hostile.description).toContain(`<svg onload=`);
    expect(hostile.description).toContain('<math>');
    expect(hostile.description).toContain('javascript:');
    expect(hostile.description).toContain(HOSTILE_ORIGIN);

    const page = (await t.call('/api/cms/content/3', { token, locale: 'tr' })).body.data;
    expect(page.body).toContain('<h2>Oyna hakkında</h2>');
    expect(page.body).toContain(HOSTILE_MARKER.tr);
    expect(page.body).toContain('onerror=');

    await t.call('/__test/reset', { body: {} });
    const after = (await t.call('/api/cms/promotions', { token: await t.anonymousToken(), locale: 'en' })).body.data;
    expect(after.some((promotion: { id: number }) => promotion.id === HOSTILE_PROMOTION_ID)).toBe(false);
  });

  it('refuses a hook call without a boolean', async () => {
    const response = await setHostile('yes');
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });
});

describe('popup hash', () => {
  it('is the same for the same popup and differs between languages', async () => {
    const popupOf = async (locale: string) => (await t.call('/api/cms/grouped', { token: await t.anonymousToken(), locale })).body.data.popup;
    expect((await popupOf('tr')).hash).toBe((await popupOf('tr')).hash);
    expect((await popupOf('tr')).hash).not.toBe((await popupOf('en')).hash);
  });
});

describe('GET /api/cms/chat/widget.js', () => {
  it('serves the demo chat script without a token, as JavaScript that parses', async () => {
    const response = await fetch(`${t.url}/api/cms/chat/widget.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const script = await response.text();
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('window.OynaChat');
  });
});
