import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '@oyna/sandbox';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import { notificationsOf } from '../notifications/notifications.store';
import { realtimeOf } from '../realtime/realtime.store';
import { sessionOf } from '../session/session.store';
import { HANDOFF_MESSAGE_TYPE } from '../session/session.constants';
import { createTestClient } from '../test/testClient';
import { until } from '../test/until';
import { startOyna } from './startOyna';

// A partner page that does only what the README documents: createOyna, then startOyna.
const PARTNER = 'https://partner.example';
const folder = mkdtempSync(join(tmpdir(), 'oyna-sdk-start-'));
const sandboxes: Sandbox[] = [];
const disposals: Array<() => void> = [];

afterEach(async () => {
  for (const dispose of disposals.splice(0)) dispose();
  await Promise.all(sandboxes.splice(0).map((sandbox) => sandbox.close()));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function sandboxUrl() {
  const sandbox = await createSandbox({ dbPath: join(folder, `${sandboxes.length}.sqlite`), port: 0, testHooks: true });
  sandboxes.push(sandbox);
  return sandbox.url;
}

function partnerPage(url: string) {
  const harness = createTestClient({ apiBase: `${url}/api/`, hubBase: `${url}/hub/`, trustedOrigins: [PARTNER] });
  disposals.push(() => harness.client.dispose());
  return harness;
}

/** What the partner's own back end does before handing the login to the embedded page. */
async function loginOnServer(url: string) {
  const anonymous = (await (await fetch(`${url}/api/auth/token`)).json()).data as string;
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${anonymous}` },
    body: JSON.stringify({ username: 'demouser', password: 'demo12345' }),
  });
  return (await answer.json()).data as Record<string, unknown>;
}

const connected = (client: ReturnType<typeof partnerPage>['client']) => () =>
  Object.values(realtimeOf(client).$connections.get()).every((state) => state === 'Connected');

describe('startOyna', () => {
  it('gives a partner page the handoff, the hubs and live notifications with nothing else called', async () => {
    const url = await sandboxUrl();
    const { client, post, parent } = partnerPage(url);

    await startOyna(client);
    expect(bootstrapOf(client).$bootstrap.get()?.translationList.length).toBeGreaterThan(0);

    const authData = await loginOnServer(url);
    post({ origin: PARTNER, source: parent, data: { type: HANDOFF_MESSAGE_TYPE, data: { authData: JSON.stringify(authData) } } });
    expect(sessionOf(client).$session.get()).toMatchObject({ status: 'player', user: { username: 'demouser' } });
    await until(connected(client));

    const notifications = notificationsOf(client);

    // The bell shows them.

    notifications.$unreadCount.listen(() => {});
    await until(() => notifications.$notifications.get().length > 0);
    await fetch(`${url}/__test/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demouser', title: 'Hoş geldin bonusu', note: '50 ₺', type: 4 }),
    });
    await until(() => notifications.$notifications.get()[0]?.title === 'Hoş geldin bonusu');
  });

  it('ignores a handoff from an origin the page does not trust', async () => {
    const url = await sandboxUrl();
    const { client, post, parent } = partnerPage(url);
    await startOyna(client);

    post({ origin: 'https://evil.example', source: parent, data: { type: HANDOFF_MESSAGE_TYPE, data: { authData: JSON.stringify(await loginOnServer(url)) } } });

    expect(sessionOf(client).$session.get()).toEqual({ status: 'guest' });
  });

  it('is one start however often it is called', async () => {
    const url = await sandboxUrl();
    const { client, listenerCount } = partnerPage(url);
    const first = startOyna(client);
    const listeners = listenerCount();

    expect(startOyna(client)).toBe(first);
    await first;
    expect(listenerCount()).toBe(listeners);
  });

  it('dispose() removes every listener and timer and closes the hubs', async () => {
    const url = await sandboxUrl();
    const { client, listenerCount, timerCount, storageChangedElsewhere, platform } = partnerPage(url);
    await startOyna(client);
    // The page shows the balance: it is polled.
    sessionOf(client).$balance.listen(() => {});
    await sessionOf(client).login({ username: 'demouser', password: 'demo12345' });
    await until(connected(client));
    expect(listenerCount()).toBeGreaterThan(0);
    expect(timerCount()).toBeGreaterThan(0);

    client.dispose();

    expect(client.disposed).toBe(true);
    expect(listenerCount()).toBe(0);
    expect(timerCount()).toBe(0);
    await until(() => Object.values(realtimeOf(client).$connections.get()).every((state) => state === 'Disconnected'));
    platform.storage.removeItem('authData');
    storageChangedElsewhere('authData');
    expect(sessionOf(client).$session.get().status).toBe('player');
  });
});
