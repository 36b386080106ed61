import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '@oyna/sandbox';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationsOf } from '../notifications/notifications.store';
import { sessionOf } from '../session/session.store';
import { createTestClient } from '../test/testClient';
import { until } from '../test/until';
import { OfflineWebSocket } from '../platform/offlineWebSocket';
import type { Platform } from '../platform/platform.types';
import { realtimeOf } from './realtime.store';

// The live connection against the real sandbox hubs, with the real @microsoft/signalr client.
const open: Array<{ close(): Promise<void> }> = [];
const folder = mkdtempSync(join(tmpdir(), 'oyna-sdk-realtime-'));

afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});

async function startSandbox(port = 0): Promise<Sandbox> {
  const sandbox = await createSandbox({ dbPath: join(folder, 'sandbox.sqlite'), port, testHooks: true });
  open.push(sandbox);
  return sandbox;
}

function clientFor(url: string, platform: Partial<Platform> = {}) {
  const harness = createTestClient({ apiBase: `${url}/api/`, hubBase: `${url}/hub/`, platform });
  open.push({ close: () => realtimeOf(harness.client).stop() });
  return harness;
}

async function hook(url: string, path: string, body: unknown) {
  const response = await fetch(`${url}/__test/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

const connected = (client: ReturnType<typeof clientFor>['client']) => () =>
  Object.values(realtimeOf(client).$connections.get()).every((state) => state === 'Connected');

/**
 * Node's WebSocket, but what the SignalR client sends (its handshake first) leaves only once `opened`
 * resolves. On Node the client gives its headers (the token) as a third argument, which Node's own
 * WebSocket takes among its options.
 */
function handshakingLate(opened: Promise<void>): typeof WebSocket {
  class HandshakingLate extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[], options?: { headers?: Record<string, string> }) {
      super(url, { protocols, headers: options?.headers } as unknown as string[]);
      const send = this.send.bind(this);
      this.send = (data) => void opened.then(() => send(data));
    }
  }
  return HandshakingLate;
}

describe('realtime', () => {
  it('opens both hubs at login and closes them at logout', async () => {
    const sandbox = await startSandbox();
    const { client } = clientFor(sandbox.url);
    const realtime = realtimeOf(client);
    expect(realtime.$connections.get()).toEqual({ frnotify: 'Disconnected', sbnotify: 'Disconnected' });

    await sessionOf(client).login({ username: 'demouser', password: 'demo12345' });
    await until(connected(client));

    await sessionOf(client).logout();
    await until(() => realtime.$connections.get().frnotify === 'Disconnected');
    expect(realtime.$connections.get().sbnotify).toBe('Disconnected');
  });

  it('delivers a pushed notification to the notifications store', async () => {
    const sandbox = await startSandbox();
    const { client } = clientFor(sandbox.url);
    const notifications = notificationsOf(client);
    // The bell shows them.
    notifications.$unreadCount.listen(() => {});
    await sessionOf(client).login({ username: 'demouser', password: 'demo12345' });
    await until(connected(client));
    await until(() => notifications.$notifications.get().length > 0);
    const unreadBefore = notifications.$unreadCount.get();
    let notified = 0;
    client.on('notified', () => (notified += 1));

    await hook(sandbox.url, 'notify', { username: 'demouser', title: 'Bonus yüklendi', note: '100 ₺ bonus', type: 4 });

    await until(() => notifications.$notifications.get()[0]?.title === 'Bonus yüklendi');
    expect(notifications.$unreadCount.get()).toBe(unreadBefore + 1);
    // Whatever the notification is about (a bet settled), lists about it hear of it.
    expect(notified).toBe(1);
  });

  it('shows a notification pushed after the list at login was read but before the hub was up', async () => {
    const sandbox = await startSandbox();
    let release!: () => void;
    const { client } = clientFor(sandbox.url, { WebSocket: handshakingLate(new Promise<void>((resolve) => (release = resolve))) });
    const notifications = notificationsOf(client);
    // The bell shows them.
    notifications.$unreadCount.listen(() => {});
    await sessionOf(client).login({ username: 'demouser', password: 'demo12345' });
    await until(() => notifications.$notifications.get().length > 0);
    expect(realtimeOf(client).$connections.get().frnotify).not.toBe('Connected');

    // The hub has no connection of the player's yet: the push is stored, not delivered.
    await hook(sandbox.url, 'notify', { username: 'demouser', title: 'Bonus yüklendi', note: '100 ₺ bonus', type: 4 });
    release();

    await until(connected(client));
    await until(() => notifications.$notifications.get()[0]?.title === 'Bonus yüklendi');
  });

  it('dispatches raw commands to subscribers and reconnects with a resync after a drop', async () => {
    const sandbox = await startSandbox();
    const { client } = clientFor(sandbox.url);
    const realtime = realtimeOf(client);
    const seen: string[] = [];
    realtime.on('OddsChanged', (message, hub) => seen.push(`${hub}:${message}`));
    realtime.on('reconnected', (_, hub) => seen.push(`reconnected:${hub}`));
    await sessionOf(client).login({ username: 'demouser', password: 'demo12345' });
    await until(connected(client));

    await hook(sandbox.url, 'push', { hub: 'sbnotify', username: 'demouser', command: 'OddsChanged', message: '{"oddId":7}' });
    await until(() => seen.includes('sbnotify:{"oddId":7}'));

    await hook(sandbox.url, 'hubs/drop', {});
    await until(() => seen.includes('reconnected:frnotify') && seen.includes('reconnected:sbnotify'));
    expect(connected(client)()).toBe(true);
  });

  it('opens sbnotify for a guest while it is held, on the anonymous token, and closes it on release', async () => {
    const sandbox = await startSandbox();
    const { client } = clientFor(sandbox.url);
    const realtime = realtimeOf(client);
    const seen: string[] = [];
    realtime.on('OddsChanged', (message) => seen.push(message));

    const release = realtime.hold('sbnotify');
    await until(() => realtime.$connections.get().sbnotify === 'Connected');
    expect(realtime.$connections.get().frnotify).toBe('Disconnected');
    await hook(sandbox.url, 'push', { hub: 'sbnotify', command: 'OddsChanged', message: '{"oddId":8}' });
    await until(() => seen.includes('{"oddId":8}'));

    release();
    await until(() => realtime.$connections.get().sbnotify === 'Disconnected');
  });

  it('keeps a held sbnotify open for the guest after a player logs out', async () => {
    const sandbox = await startSandbox();
    const { client } = clientFor(sandbox.url);
    const realtime = realtimeOf(client);
    realtime.hold('sbnotify');
    await sessionOf(client).login({ username: 'demouser', password: 'demo12345' });
    await until(connected(client));

    await sessionOf(client).logout();
    await until(() => realtime.$connections.get().frnotify === 'Disconnected' && realtime.$connections.get().sbnotify === 'Connected');
  });

  it('connects with the platform WebSocket when one is given', async () => {
    const sandbox = await startSandbox();
    const { client } = clientFor(sandbox.url, { WebSocket: OfflineWebSocket as unknown as typeof WebSocket });
    const errors: string[] = [];
    realtimeOf(client).on('error', (_, hub) => errors.push(hub));
    const before = OfflineWebSocket.attempts.length;

    await sessionOf(client).login({ username: 'demouser', password: 'demo12345' });
    await until(() => errors.length === 2);

    const attempts = OfflineWebSocket.attempts.slice(before);
    expect(attempts.map((url) => new URL(url).pathname).sort()).toEqual(['/hub/frnotify', '/hub/sbnotify']);
    expect(new URL(attempts[0]!).searchParams.get('x-fingerprint')).toBe('fp-test');
    expect(new URL(attempts[0]!).searchParams.get('lang')).toBe('tr');
    expect(realtimeOf(client).$connections.get()).toEqual({ frnotify: 'Disconnected', sbnotify: 'Disconnected' });
  });

  it('resumes when the browser comes back online after the client gave up', async () => {
    const first = await startSandbox();
    const { port, url } = first;
    const token = await (async () => {
      const anon = (await (await fetch(`${url}/api/auth/token`)).json()).data as string;
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${anon}` },
        body: JSON.stringify({ username: 'demouser', password: 'demo12345' }),
      });
      return (await login.json()).data;
    })();
    await first.close();

    const { client, goOnline } = clientFor(url);
    const realtime = realtimeOf(client);
    const events: string[] = [];
    realtime.on('error', () => events.push('error'));
    realtime.on('reconnected', (_, hub) => events.push(`reconnected:${hub}`));
    client.setAuth(token);
    await until(() => events.filter((event) => event === 'error').length === 2);
    expect(realtime.$connections.get().frnotify).toBe('Disconnected');

    await startSandbox(port);
    goOnline();

    await until(connected(client));
    await until(() => events.includes('reconnected:frnotify'));
  });
});

process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
