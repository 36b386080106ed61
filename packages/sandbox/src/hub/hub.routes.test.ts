import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { SESSION_ENDED } from './hub.connection.ts';
import { openRawHub } from '../testing/rawHub.client.ts';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

const RS = '\u001e';

let t: TestSandbox;
const connections: HubConnection[] = [];

beforeAll(async () => {
  t = await startTestSandbox({ pingIntervalMs: 100 });
});
afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.stop()));
});
afterAll(() => t.close());

interface ClientOptions {
  token: string | null;
  serverTimeoutMs?: number;
}

/** The real SignalR client, configured as the SDK configures it (negotiation skipped, WebSockets). */
function hubClient(sandbox: TestSandbox, hub: string, { token, serverTimeoutMs }: ClientOptions): HubConnection {
  const connection = new HubConnectionBuilder()
    .withUrl(`${sandbox.url}/hub/${hub}?x-fingerprint=fp-test`, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      ...(token === null ? {} : { accessTokenFactory: () => token }),
    })
    .configureLogging(LogLevel.None)
    .build();
  if (serverTimeoutMs !== undefined) {
    connection.serverTimeoutInMilliseconds = serverTimeoutMs;
    // The client stays quiet, so only the server's own pings can keep it connected.
    connection.keepAliveIntervalInMilliseconds = 60_000;
  }
  connections.push(connection);
  return connection;
}

const nextMessage = (connection: HubConnection) =>
  new Promise<[string, string]>((resolve) =>
    connection.on('NotifyMessage', (command: string, message: string) => resolve([command, message])),
  );

const closedWith = (connection: HubConnection) =>
  new Promise<Error | undefined>((resolve) => connection.onclose((error) => resolve(error)));

describe('hubs with the real SignalR client', () => {
  it("delivers a stored notification to the player's frnotify connection as JSON text", async () => {
    const token = await t.login('demouser', DEMO_PASSWORD);
    const connection = hubClient(t, 'frnotify', { token });
    await connection.start();
    const received = nextMessage(connection);
    const stored = await t.call('/__test/notify', {
      body: { username: 'demouser', title: 'Bonusun yüklendi', note: '100 ₺ kayıp bonusu', type: 4 },
    });
    const [command, message] = await received;
    expect(command).toBe('Notification');
    expect(typeof message).toBe('string');
    expect(JSON.parse(message)).toEqual(stored.body.data);
    expect(JSON.parse(message)).toMatchObject({ title: 'Bonusun yüklendi', type: 4, isRead: false, timeStamp: expect.not.stringContaining('Z') });
  });

  it("keeps a player's pushes away from other players and guests", async () => {
    const demo = hubClient(t, 'frnotify', { token: await t.login('demouser', DEMO_PASSWORD) });
    const vip = hubClient(t, 'frnotify', { token: await t.login('vipuser', DEMO_PASSWORD) });
    const guest = hubClient(t, 'frnotify', { token: await t.anonymousToken() });
    await Promise.all([demo.start(), vip.start(), guest.start()]);
    const seen: string[] = [];
    vip.on('NotifyMessage', (command: string) => seen.push(`vip:${command}`));
    guest.on('NotifyMessage', (command: string) => seen.push(`guest:${command}`));
    const received = nextMessage(demo);
    const push = await t.call('/__test/push', { body: { hub: 'frnotify', username: 'demouser', command: 'BalanceChanged', message: '{"balance":99}' } });
    expect(push.body.data).toEqual({ delivered: 1 });
    expect(await received).toEqual(['BalanceChanged', '{"balance":99}']);
    const broadcast = await t.call('/__test/push', { body: { hub: 'frnotify', command: 'Everyone', message: 'hi' } });
    expect(broadcast.body.data).toEqual({ delivered: 3 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.sort()).toEqual(['guest:Everyone', 'vip:Everyone']);
  });

  it('lets a guest listen on sbnotify', async () => {
    const connection = hubClient(t, 'sbnotify', { token: await t.anonymousToken() });
    await connection.start();
    const received = nextMessage(connection);
    await t.call('/__test/push', { body: { hub: 'sbnotify', command: 'OddsChanged', message: '[{"id":1,"odd":1.85}]' } });
    expect(await received).toEqual(['OddsChanged', '[{"id":1,"odd":1.85}]']);
  });

  it('refuses a missing or unknown token', async () => {
    await expect(hubClient(t, 'frnotify', { token: null }).start()).rejects.toThrow();
    await expect(hubClient(t, 'frnotify', { token: 'forged-token' }).start()).rejects.toThrow();
  });

  it("stays connected on the server's pings alone", async () => {
    const connection = hubClient(t, 'frnotify', { token: await t.anonymousToken(), serverTimeoutMs: 600 });
    let closed = false;
    connection.onclose(() => {
      closed = true;
    });
    await connection.start();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(closed).toBe(false);
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it('times the client out when the server pings too rarely (the pings are what keep it alive)', async () => {
    const slow = await startTestSandbox({ pingIntervalMs: 60_000 });
    try {
      const connection = hubClient(slow, 'frnotify', { token: await slow.anonymousToken(), serverTimeoutMs: 400 });
      const closed = closedWith(connection);
      await connection.start();
      expect((await closed)?.message).toMatch(/timeout/i);
    } finally {
      await slow.close();
    }
  });

  it('lets the client see the close when the hubs are dropped', async () => {
    const fr = hubClient(t, 'frnotify', { token: await t.anonymousToken() });
    const sb = hubClient(t, 'sbnotify', { token: await t.anonymousToken() });
    await Promise.all([fr.start(), sb.start()]);
    const frClosed = closedWith(fr);
    const dropped = await t.call('/__test/hubs/drop', { body: { hub: 'frnotify' } });
    expect(dropped.body.data).toEqual({ dropped: 1 });
    await frClosed;
    expect(fr.state).toBe(HubConnectionState.Disconnected);
    expect(sb.state).toBe(HubConnectionState.Connected);
    const sbClosed = closedWith(sb);
    await t.call('/__test/hubs/drop', { body: {} });
    await sbClosed;
  });

  it('reconnects after a drop when automatic reconnect is on', async () => {
    const connection = new HubConnectionBuilder()
      .withUrl(`${t.url}/hub/sbnotify`, {
        skipNegotiation: true,
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: () => t.anonymousToken(),
      })
      .withAutomaticReconnect([0, 50])
      .configureLogging(LogLevel.None)
      .build();
    connections.push(connection);
    await connection.start();
    const reconnected = new Promise<void>((resolve) => connection.onreconnected(() => resolve()));
    await t.call('/__test/hubs/drop', { body: { hub: 'sbnotify' } });
    await reconnected;
    const received = nextMessage(connection);
    await t.call('/__test/push', { body: { hub: 'sbnotify', command: 'AfterReconnect', message: '' } });
    expect(await received).toEqual(['AfterReconnect', '']);
  });

  it("closes the player's hub connections at logout", async () => {
    const token = await t.login('demouser', DEMO_PASSWORD);
    const connection = hubClient(t, 'frnotify', { token });
    await connection.start();
    const closed = closedWith(connection);
    await t.call('/api/auth/logout', { token });
    await closed;
    await expect(hubClient(t, 'frnotify', { token }).start()).rejects.toThrow();
  });

  it('closes a connection whose token expired, saying so, and pushes nothing more to it', async () => {
    const token = await t.login('vipuser', DEMO_PASSWORD);
    const connection = hubClient(t, 'frnotify', { token });
    await connection.start();
    const closed = closedWith(connection);
    const pushed: string[] = [];
    connection.on('NotifyMessage', (command: string) => pushed.push(command));
    await fetch(`${t.url}/__test/sessions/expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'vipuser' }),
    });

    expect((await closed)?.message).toContain(SESSION_ENDED);
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    await fetch(`${t.url}/__test/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'vipuser', title: 'Bonus', note: 'after expiry', type: 4 }),
    });
    expect(pushed).toEqual([]);
  });
});

describe('the SignalR JSON protocol on the wire', () => {
  const handshake = `{"protocol":"json","version":1}${RS}`;

  it('answers the handshake with {} and takes the token from access_token (browser style)', async () => {
    const token = await t.anonymousToken();
    const client = await openRawHub(`${t.url}/hub/frnotify?access_token=${encodeURIComponent(token)}&x-fingerprint=abc`);
    client.send(handshake);
    expect(await client.next()).toBe('{}');
    expect(JSON.parse(await client.next())).toEqual({ type: 6 });
    client.socket.close();
  });

  it('closes a client still before its handshake without a message, as it expects the handshake answer first', async () => {
    const client = await openRawHub(`${t.url}/hub/frnotify`, { authorization: `Bearer ${await t.anonymousToken()}` });
    const said: string[] = [];
    client.socket.on('message', (data) => said.push(String(data)));
    // A reset ends every connection in order (the drop hook cuts them, which says nothing anyway).
    expect((await t.call('/__test/reset', { body: {} })).status).toBe(200);
    expect(await client.closed).toBe(1000);
    expect(said).toEqual([]);
  });

  it('refuses the upgrade with 401 before any WebSocket exists', async () => {
    await expect(openRawHub(`${t.url}/hub/frnotify`)).rejects.toThrow('HTTP 401');
    await expect(openRawHub(`${t.url}/hub/sbnotify?access_token=nope`)).rejects.toThrow('HTTP 401');
    await expect(openRawHub(`${t.url}/hub/sbnotify`, { authorization: 'Bearer nope' })).rejects.toThrow('HTTP 401');
  });

  it('pings a silent client every pingIntervalMs', async () => {
    const client = await openRawHub(`${t.url}/hub/frnotify`, { authorization: `Bearer ${await t.anonymousToken()}` });
    client.send(handshake);
    expect(await client.next()).toBe('{}');
    const started = Date.now();
    for (let ping = 0; ping < 4; ping += 1) expect(JSON.parse(await client.next(1000))).toEqual({ type: 6 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    client.socket.close();
  });

  it('answers pings, reads records split across frames, and refuses unknown methods', async () => {
    const client = await openRawHub(`${t.url}/hub/sbnotify`, { authorization: `Bearer ${await t.anonymousToken()}` });
    client.send(handshake.slice(0, 10));
    client.send(handshake.slice(10));
    expect(await client.next()).toBe('{}');
    client.send(`{"type":1,"invocationId":"7","target":"Subscribe","arguments":[]}${RS}{"type":6}${RS}`);
    const records = [await client.next(), await client.next(), await client.next()].map((record) => JSON.parse(record));
    expect(records).toContainEqual({ type: 3, invocationId: '7', error: "Unknown hub method 'Subscribe'" });
    expect(records).toContainEqual({ type: 6 });
    client.socket.close();
  });

  it('closes a client that streams a record without end, and keeps serving everyone else', async () => {
    const token = await t.anonymousToken();
    const flooder = await openRawHub(`${t.url}/hub/sbnotify`, { authorization: `Bearer ${token}` });
    flooder.send(handshake);
    expect(await flooder.next()).toBe('{}');
    const chunk = 'x'.repeat(16 * 1024);
    for (let sent = 0; sent < 200 && flooder.socket.readyState === flooder.socket.OPEN; sent += 1) flooder.send(chunk);

    expect(JSON.parse(await flooder.next())).toMatchObject({ type: 7, error: expect.stringContaining('larger than 65536 bytes') });
    expect(await flooder.closed).toBe(1000);

    const other = await openRawHub(`${t.url}/hub/sbnotify`, { authorization: `Bearer ${token}` });
    other.send(handshake);
    expect(await other.next()).toBe('{}');
    other.socket.close();
  });

  it('refuses another protocol in the handshake', async () => {
    const client = await openRawHub(`${t.url}/hub/sbnotify`, { authorization: `Bearer ${await t.anonymousToken()}` });
    client.send(`{"protocol":"messagepack","version":1}${RS}`);
    expect(JSON.parse(await client.next())).toEqual({ error: expect.stringContaining('messagepack') });
    await client.closed;
  });

  it('ends the connection when the client sends Close', async () => {
    const client = await openRawHub(`${t.url}/hub/sbnotify`, { authorization: `Bearer ${await t.anonymousToken()}` });
    client.send(handshake);
    await client.next();
    client.send(`{"type":7}${RS}`);
    expect(await client.closed).toBe(1000);
  });

  it('answers a plain GET on a hub with a 400 envelope', async () => {
    const response = await t.call('/hub/frnotify', { token: await t.anonymousToken(), locale: 'en' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'This address only accepts SignalR WebSocket connections.',
      data: null,
    });
  });
});
