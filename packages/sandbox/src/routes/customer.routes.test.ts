import type { Notification } from '../db/notifications.repository.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
});
beforeEach(async () => {
  await t.call('/__test/reset', { body: {} });
  token = await t.login('demouser', DEMO_PASSWORD);
});
afterAll(() => t.close());

const list = async (body: unknown = { skip: 0, take: 100 }) =>
  (await t.call('/api/customer/notification', { token, body })).body.data as Notification[];

describe('GET /api/user/balance', () => {
  it("returns the player's balance and follows changes", async () => {
    const before = await t.call('/api/user/balance', { token });
    expect(before.body).toEqual({ success: true, message: '', data: { balance: 1500 } });
    await t.call('/__test/balance', { body: { username: 'demouser', balance: 1234.56 } });
    expect((await t.call('/api/user/balance', { token })).body.data).toEqual({ balance: 1234.56 });
  });
});

describe('POST /api/customer/notification', () => {
  it("lists the player's seeded notifications newest first, in the wire format", async () => {
    const notifications = await list();
    expect(notifications.length).toBeGreaterThanOrEqual(2);
    for (const notification of notifications) {
      expect(notification).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        note: expect.any(String),
        type: expect.any(Number),
        timeStamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        isRead: expect.any(Boolean),
      });
    }
    const times = notifications.map((notification) => notification.timeStamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(notifications.some((notification) => !notification.isRead)).toBe(true);
  });

  it('pages with skip and take', async () => {
    const all = await list();
    expect(await list({ skip: 1, take: 1 })).toEqual([all[1]]);
    expect(await list({ skip: all.length, take: 10 })).toEqual([]);
  });

  it('shows a new notification first', async () => {
    await t.call('/__test/notify', { body: { username: 'demouser', title: 'Çekim talebin alındı', note: '500 ₺', type: 2 } });
    const [newest] = await list();
    expect(newest).toMatchObject({ title: 'Çekim talebin alındı', note: '500 ₺', type: 2, isRead: false });
  });

  it("never shows another player's notifications", async () => {
    await t.call('/__test/notify', { body: { username: 'vipuser', title: 'Sadece VIP', note: 'x', type: 5 } });
    expect((await list()).map((notification) => notification.title)).not.toContain('Sadece VIP');
  });

  it('refuses a page size above 100 and a negative skip with 400', async () => {
    const tooMany = await t.call('/api/customer/notification', { token, locale: 'en', body: { skip: 0, take: 500 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Take: Must be at most 100');
    const negative = await t.call('/api/customer/notification', { token, body: { skip: -1, take: 10 } });
    expect(negative.body.message).toBe('Atlanacak kayıt: En az 0 olmalıdır');
    const text = await t.call('/api/customer/notification', { token, body: { skip: 'a', take: 10 } });
    expect(text.body.message).toBe('Atlanacak kayıt: Tam sayı girin');
  });
});

describe('POST /api/customer/readnotification', () => {
  it('marks notifications read', async () => {
    const unread = (await list()).filter((notification) => !notification.isRead);
    const response = await t.call('/api/customer/readnotification', { token, body: { id: unread.map((n) => n.id) } });
    expect(response.body).toEqual({ success: true, message: 'Bildirim okundu olarak işaretlendi.', data: null });
    expect((await list()).every((notification) => notification.isRead)).toBe(true);
  });

  it("fails, changing nothing, when an id is not one of the player's", async () => {
    const [mine] = (await list()).filter((notification) => !notification.isRead);
    const vipToken = await t.login('vipuser', DEMO_PASSWORD);
    const [theirs] = (await t.call('/api/customer/notification', { token: vipToken, body: { skip: 0, take: 1 } })).body.data;
    const response = await t.call('/api/customer/readnotification', { token, body: { id: [mine?.id, theirs.id] } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: false, message: 'Bildirim bulunamadı.', data: null });
    expect((await list()).find((notification) => notification.id === mine?.id)?.isRead).toBe(false);
  });

  it('refuses a missing or empty id list with 400', async () => {
    const missing = await t.call('/api/customer/readnotification', { token, locale: 'en', body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Notification ids: This field is required');
    const empty = await t.call('/api/customer/readnotification', { token, locale: 'en', body: { id: [] } });
    expect(empty.body.message).toBe('Notification ids: Add at least 1');
  });
});
