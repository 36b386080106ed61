import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { FailureMessage } from './failureAnswer.ts';
import { MAX_BACKEND_BODY_BYTES } from './requestBodyLimit.ts';
import { createSiteServer } from './siteServer.ts';

const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A back end that echoes what reached it, and answers with the connection headers of its own. */
async function startBackend() {
  const backend = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', connection: 'close', 'keep-alive': 'timeout=99', 'x-backend': 'sandbox' });
      res.end(JSON.stringify({ success: true, message: '', data: { url: req.url, method: req.method, body, headers: req.headers } }));
    });
  });
  const sockets = new WebSocketServer({ server: backend });
  sockets.on('connection', (socket, req) => {
    socket.send(`hello ${req.url}`);
    socket.on('message', (data) => socket.send(`echo ${String(data)}`));
  });
  return listen(backend);
}

/** The site as server.ts builds it, with a page renderer in place of Astro. */
async function startSite(backendUrl: string) {
  return listen(
    createSiteServer({
      backendUrl,
      renderPage: (_req, res) => res.end('site page'),
      clientDir: '/nonexistent',
      frameAncestors: "'self'",
    }),
  );
}

/** A raw request, so that headers fetch() would refuse (Trailer, Connection, TE) can be sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends bytes as they are (headers fetch() would refuse) and reads the whole answer. */
function rawExchange(site: string, text: string) {
  const { port } = new URL(site);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

describe('backend proxy', () => {
  it('forwards method, path, query, authorization and body', async () => {
    const site = await startSite(await startBackend());
    const response = await fetch(`${site}/api/auth/login?refId=7`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"username":"demouser"}',
    });
    expect(await response.json()).toMatchObject({
      data: { url: '/api/auth/login?refId=7', method: 'POST', body: '{"username":"demouser"}', headers: { authorization: 'Bearer t' } },
    });
  });

  it('survives a Trailer header and drops every hop-by-hop header on the way', async () => {
    const site = await startSite(await startBackend());
    const answer = await rawExchange(
      site,
      'GET /api/auth/token HTTP/1.1\r\nHost: x\r\nTrailer: X\r\nTE: trailers\r\nConnection: close, X-Secret-Hop\r\n' +
        'X-Secret-Hop: do not forward\r\nProxy-Authorization: Basic c2VjcmV0\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/x-backend: sandbox/i);
    expect(answer).not.toMatch(/timeout=99/);
    const forwarded = JSON.parse(answer.match(/\{.*\}/s)![0]).data.headers as IncomingHttpHeaders;
    for (const name of ['trailer', 'te', 'x-secret-hop', 'proxy-authorization']) expect(forwarded[name]).toBeUndefined();
  });

  it("states the client's address itself, whatever the client claims", async () => {
    const site = await startSite(await startBackend());
    const answer = await rawGet(`${site}/api/cms/grouped`, {
      'X-Forwarded-For': '6.6.6.6',
      'X-Real-IP': '6.6.6.6',
      Forwarded: 'for=6.6.6.6',
      'X-Forwarded-Host': 'evil.example',
    });
    const forwarded = JSON.parse(answer.body).data.headers as IncomingHttpHeaders;
    expect(forwarded['x-forwarded-for']).toBe('127.0.0.1');
    expect(forwarded['x-real-ip']).toBe('127.0.0.1');
    expect(forwarded.forwarded).toBeUndefined();
    expect(forwarded['x-forwarded-host']).not.toBe('evil.example');
  });

  it('never lets a traversal reach the back end', async () => {
    const site = await startSite(await startBackend());
    for (const path of ['/api/../__test/balance', '/api/%2e%2e/__test/balance', '/hub/../x', '/sbapi/api/../../x']) {
      const answer = await rawGet(`${site}${path}`, {});
      expect(answer.body).toBe('site page');
    }
  });

  it('refuses a body longer than MAX_BACKEND_BODY_BYTES with a 413, whatever the back end does with it', async () => {
    // Like Fastify past its bodyLimit: answers 413 at once and closes, the body unread.
    let reached = 0;
    const backend = await listen(
      createServer((req, res) => {
        reached += 1;
        res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify({ success: false, message: 'too large', data: null }), () => req.socket.destroy());
      }),
    );
    const site = await startSite(backend);
    const response = await fetch(`${site}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: FailureMessage.tooLarge, data: null });
    expect(reached).toBe(0);
  });

  it('counts a chunked body as it arrives and stops passing it on past the limit', async () => {
    const site = await startSite(await startBackend());
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${site}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      const chunk = 'x'.repeat(16 * 1024);
      for (let sent = 0; sent <= MAX_BACKEND_BODY_BYTES; sent += chunk.length) req.write(chunk);
      req.end();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: FailureMessage.tooLarge });
  });

  it('passes on a body of exactly the limit', async () => {
    const site = await startSite(await startBackend());
    const body = 'x'.repeat(MAX_BACKEND_BODY_BYTES);
    const response = await fetch(`${site}/api/auth/login`, { method: 'POST', body });
    expect(response.status).toBe(200);
    expect((await response.json()).data.body).toHaveLength(MAX_BACKEND_BODY_BYTES);
  });

  it('answers 502 with an envelope that names no internal address when the back end is down', async () => {
    const site = await startSite('http://127.0.0.1:1');
    const response = await fetch(`${site}/api/cms/grouped`);
    expect(response.status).toBe(502);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ success: false, data: null });
    expect(body).not.toContain('127.0.0.1');
  });

  it('carries hub WebSockets both ways', async () => {
    const site = await startSite(await startBackend());
    const socket = new WebSocket(`${site.replace('http', 'ws')}/hub/frnotify?access_token=t`);
    const received: string[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        received.push(String(data));
        if (received.length === 1) socket.send('ping');
        else resolve();
      });
      socket.on('error', reject);
    });
    socket.close();
    expect(received).toEqual(['hello /hub/frnotify?access_token=t', 'echo ping']);
  });
});
