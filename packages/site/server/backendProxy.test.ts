import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createBackendProxy, isBackendPath } from './backendProxy.ts';

const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function startBackend() {
  const backend = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, message: '', data: { url: req.url, method: req.method, body, auth: req.headers.authorization ?? null } }));
    });
  });
  const sockets = new WebSocketServer({ server: backend });
  sockets.on('connection', (socket, req) => {
    socket.send(`hello ${req.url}`);
    socket.on('message', (data) => socket.send(`echo ${String(data)}`));
  });
  return listen(backend);
}

async function startSite(backendUrl: string) {
  const proxy = createBackendProxy(backendUrl);
  const site = createServer((req, res) => {
    if (isBackendPath(req.url)) proxy.handleRequest(req, res);
    else res.end('site page');
  });
  site.on('upgrade', (req, socket, head) => proxy.handleUpgrade(req, socket, head));
  return listen(site);
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
  it('knows which paths belong to the back end', () => {
    expect(['/api/auth/token', '/sbapi/api/feed/x', '/hub/frnotify'].every(isBackendPath)).toBe(true);
    expect(['/', '/apiary', '/casino/slot', '/sbapi/x'].some(isBackendPath)).toBe(false);
  });

  it('forwards method, path, query, headers and body', async () => {
    const site = await startSite(await startBackend());
    const response = await fetch(`${site}/api/auth/login?refId=7`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"username":"demouser"}',
    });
    expect(await response.json()).toMatchObject({
      data: { url: '/api/auth/login?refId=7', method: 'POST', body: '{"username":"demouser"}', auth: 'Bearer t' },
    });
  });

  it('answers 502 with an envelope when the back end is down', async () => {
    const site = await startSite('http://127.0.0.1:1');
    const response = await fetch(`${site}/api/cms/grouped`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false });
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
