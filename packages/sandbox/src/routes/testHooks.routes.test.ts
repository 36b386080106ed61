import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('test hooks', () => {
  it('do not exist unless asked for', async () => {
    const plain = await startTestSandbox({ testHooks: false });
    try {
      for (const path of ['/__test/reset', '/__test/notify', '/__test/balance', '/__test/hubs/drop', '/__test/push', '/__test/popup']) {
        const response = await plain.call(path, { body: {} });
        expect(response.status, path).toBe(404);
        expect(response.body.success).toBe(false);
      }
    } finally {
      await plain.close();
    }
  });

  it('reset drops registrations, tokens and changes, and brings the seed back', async () => {
    const token = await t.login('demouser', DEMO_PASSWORD);
    await t.call('/__test/balance', { body: { username: 'demouser', balance: 5 } });
    const reset = await t.call('/__test/reset', { body: {} });
    expect(reset.body).toEqual({ success: true, message: 'Sandbox başlangıç verilerine sıfırlandı.', data: null });
    expect((await t.call('/api/user/balance', { token })).status).toBe(401);
    const fresh = await t.login('demouser', DEMO_PASSWORD);
    expect((await t.call('/api/user/balance', { token: fresh })).body.data).toEqual({ balance: 1500 });
  });

  it('popup takes the promotional popup out of cms/grouped and puts it back, and a reset leaves it as set', async () => {
    const popupOf = async () => (await t.call('/api/cms/grouped', { token: await t.anonymousToken() })).body.data.popup;
    expect(await popupOf()).toMatchObject({ title: expect.any(String), hash: expect.any(String) });
    await t.call('/__test/popup', { body: { shown: false } });
    await t.call('/__test/reset', { body: {} });
    expect(await popupOf()).toBeNull();
    await t.call('/__test/popup', { body: { shown: true } });
    expect(await popupOf()).toMatchObject({ title: expect.any(String) });
    expect((await t.call('/__test/popup', { body: { shown: 'no' } })).status).toBe(400);
  });

  it('notify stores a notification for the player', async () => {
    const response = await t.call('/__test/notify', { body: { username: 'DEMOUSER', title: 'Jackpot!', note: 'Kazandın', type: 3 } });
    expect(response.body.data).toEqual({
      id: expect.any(Number),
      title: 'Jackpot!',
      note: 'Kazandın',
      type: 3,
      timeStamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      isRead: false,
    });
  });

  it('validate their input and name unknown players', async () => {
    const badType = await t.call('/__test/notify', { locale: 'en', body: { username: 'demouser', title: 'x', note: 'y', type: 9 } });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('Type: Must be at most 5');
    const unknown = await t.call('/__test/balance', { locale: 'en', body: { username: 'ghost', balance: 10 } });
    expect(unknown.body).toEqual({ success: false, message: 'There is no player called ghost.', data: null });
    const badHub = await t.call('/__test/push', { locale: 'en', body: { hub: 'other', command: 'x', message: 'y' } });
    expect(badHub.body.message).toBe('Hub: Choose one of the options');
  });
});
