import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestSandbox, type TestSandbox } from '../testing/sandbox.fixture.ts';

// Sockets a stranger opens and never finishes end, so they cannot use up the server's descriptors.
// The limits are short here; the defaults are 30 s idle, 30 s per request and 5 s keep-alive.
const LIMITS = { idleMs: 300, requestMs: 600, keepAliveMs: 200 };

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ connectionLimits: LIMITS, pingIntervalMs: 100 });
});
afterAll(() => t.close());

function open(): Promise<Socket> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** What the server sent before it closed the socket, and how long after `from` it closed. */
function closed(socket: Socket, from: number): Promise<{ answer: string; afterMs: number }> {
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => {});
  return new Promise((resolve) => socket.once('close', () => resolve({ answer, afterMs: Date.now() - from })));
}

describe('connection limits', () => {
  it('closes a socket that sends nothing', async () => {
    const socket = await open();
    const { afterMs } = await closed(socket, Date.now());
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.idleMs - 50);
  });

  it('closes a request that trickles in a byte at a time', async () => {
    const socket = await open();
    const start = Date.now();
    const request = 'GET /api/cms/coveryjs HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(1000);
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(request[sent++ % request.length]!);
    }, 50);
    const { answer } = await closed(socket, start);
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a kept-alive connection that asks for nothing more', async () => {
    const socket = await open();
    const done = closed(socket, Date.now());
    socket.write('GET /api/cms/coveryjs HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    const { answer } = await done;
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
  });

  it('leaves a hub connection open well past the idle limit', async () => {
    const token = (await t.call('/api/auth/token')).body.data as string;
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/hub/sbnotify?access_token=${token}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    let closedEarly = false;
    socket.once('close', () => (closedEarly = true));
    // Three idle limits: a socket the HTTP timers still watched would be gone by now.
    await new Promise((resolve) => setTimeout(resolve, LIMITS.idleMs * 3));
    expect(closedEarly).toBe(false);
    socket.close();
  });
});

describe('connections per address', () => {
  async function capped(options: { trustedProxies?: string[] }) {
    const sandbox = await startTestSandbox({ connectionLimits: { perAddress: 3 }, ...options });
    const { port } = new URL(sandbox.url);
    const connectOnce = () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
        socket.once('error', reject);
      });
    return { sandbox, connectOnce };
  }

  it('closes connections beyond the cap from one address as they arrive', async () => {
    const { sandbox, connectOnce } = await capped({});
    const held = [await connectOnce(), await connectOnce(), await connectOnce()];
    const extra = await connectOnce();
    await new Promise((resolve) => extra.once('close', resolve));
    expect(held.every((socket) => !socket.destroyed)).toBe(true);
    for (const socket of held) socket.destroy();
    await sandbox.close();
  });

  it('caps no trusted proxy: behind the site every visitor comes from its address', async () => {
    const { sandbox, connectOnce } = await capped({ trustedProxies: ['127.0.0.0/8'] });
    const held = await Promise.all(Array.from({ length: 6 }, connectOnce));
    const answer = await sandbox.call('/api/auth/token');
    expect(answer.status).toBe(200);
    expect(held.every((socket) => !socket.destroyed)).toBe(true);
    for (const socket of held) socket.destroy();
    await sandbox.close();
  });
});
