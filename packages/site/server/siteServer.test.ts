import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../scripts/precompress.mjs';
import { createSiteServer, type SiteServerOptions } from './siteServer.ts';

const servers: Server[] = [];
const folders: string[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

// Words enough to be worth compressing, as a rendered page is.
const PAGE = `<!doctype html><html lang="tr"><body>${'<p>Canlı bahis, casino ve daha fazlası.</p>'.repeat(200)}</body></html>`;
const SCRIPT = `export const odds = [${Array.from({ length: 2000 }, (_, i) => i * 1.5).join(',')}];`;
const API_JSON = JSON.stringify({ success: true, message: '', data: Array.from({ length: 300 }, (_, id) => ({ id, name: 'Süper Lig' })) });

/** Renders as Astro does: headers (the page's own policy among them) handed to writeHead. */
function renderPage(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/tiny') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>ok</p>');
  res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-abc'" });
  res.end(PAGE);
}

/** A back end answering JSON uncompressed, or gzip when the path says so. */
async function startBackend() {
  return listen(
    createServer((req, res) => {
      if (req.url === '/api/gzipped') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        return void res.end(gzipSync(API_JSON));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(API_JSON);
    }),
  );
}

/** A client build with one hashed script, compressed as the build compresses it. */
function clientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oyna-client-'));
  folders.push(dir);
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'odds.B1x2.js'), SCRIPT);
  precompress(dir);
  return dir;
}

async function startSite(options: Partial<SiteServerOptions> = {}) {
  return listen(
    createSiteServer({
      backendUrl: await startBackend(),
      renderPage,
      clientDir: clientBuild(),
      frameAncestors: "'self'",
      ...options,
    }),
  );
}

/** A GET whose body arrives as sent, still compressed. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** Bytes exactly as given, and the whole answer as text. */
function raw(site: string, bytes: string | Buffer) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(site).port), '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('site server', () => {
  it('sends the security headers with pages, assets and proxied calls, frame-ancestors in the policy', async () => {
    const site = await startSite();
    const answers = await Promise.all([get(`${site}/`), get(`${site}/_astro/odds.B1x2.js`, { 'accept-encoding': 'br' }), get(`${site}/api/cms/grouped`)]);
    for (const { headers } of answers) {
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('geolocation=()');
    }
    expect(answers[0]!.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc'; frame-ancestors 'self'; frame-src 'self'",
    );
  });

  it('lets the pages frame the configured match tracker', async () => {
    const site = await startSite({ frameSources: "'self' https://tracker.example" });
    const { headers } = await get(`${site}/`);
    expect(headers['content-security-policy']).toMatch(/; frame-src 'self' https:\/\/tracker\.example$/);
  });

  it('lets the configured partners frame the pages', async () => {
    const site = await startSite({ frameAncestors: "'self' https://partner.example" });
    const { headers } = await get(`${site}/`);
    expect(headers['content-security-policy']).toMatch(/; frame-ancestors 'self' https:\/\/partner\.example;/);
    expect(headers['x-frame-options']).toBeUndefined();
  });

  it('compresses pages in the best encoding the browser accepts', async () => {
    const site = await startSite();
    const br = await get(`${site}/`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    expect(br.body.length).toBeLessThan(PAGE.length / 10);

    const gzip = await get(`${site}/`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);

    for (const acceptEncoding of ['identity', 'gzip;q=0, br;q=0']) {
      const plain = await get(`${site}/`, { 'accept-encoding': acceptEncoding });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(PAGE);
    }
  });

  it('sends a tiny page as it is', async () => {
    const site = await startSite();
    const { headers, body } = await get(`${site}/tiny`, { 'accept-encoding': 'gzip, br' });
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe('<p>ok</p>');
  });

  it('serves the copies compressed at build time, cached for good under /_astro/', async () => {
    const site = await startSite();
    for (const [acceptEncoding, encoding, decompress] of [
      ['gzip, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const { status, headers, body } = await get(`${site}/_astro/odds.B1x2.js`, { 'accept-encoding': acceptEncoding });
      expect(status).toBe(200);
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers.vary).toBe('Accept-Encoding');
      expect(Number(headers['content-length'])).toBe(body.length);
      expect(decompress(body).toString()).toBe(SCRIPT);
    }
  });

  it("passes the back end's answers on as they were sent, never compressed twice", async () => {
    const site = await startSite();
    const plain = await get(`${site}/api/cms/grouped`, { 'accept-encoding': 'gzip, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(API_JSON);
    const gzipped = await get(`${site}/api/gzipped`, { 'accept-encoding': 'gzip, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(API_JSON);
  });

  it('refuses what it cannot read cleanly, in the envelope on the back end’s paths, and serves on', async () => {
    const site = await startSite();
    const api = await get(`${site}/api/%E0%A4%A`);
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body.toString())).toEqual({ success: false, message: expect.any(String), data: null });
    const page = await get(`${site}/casino/%zz`);
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);

    expect(await raw(site, 'GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw(site, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431 /);
    expect((await get(`${site}/`)).status).toBe(200);
  });

  it('refuses TRACE and other methods it does not serve with a 405 that says what it allows', async () => {
    let rendered = 0;
    const site = await startSite({
      renderPage: (req, res) => {
        rendered += 1;
        // Astro's renderer throws on a method it does not know: nothing must hand it one.
        if (req.method !== 'GET' && req.method !== 'HEAD') throw new Error(`no ${req.method} renderer`);
        return renderPage(req, res);
      },
    });
    for (const [method, path, allow] of [
      ['TRACE', '/', 'GET, HEAD'],
      ['TRACE', '/api/auth/token', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
      ['POST', '/casino/slot', 'GET, HEAD'],
      ['DELETE', '/', 'GET, HEAD'],
    ] as const) {
      const answer = await raw(site, `${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer, `${method} ${path}`).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer.toLowerCase()).toContain(`allow: ${allow.toLowerCase()}`);
    }
    expect(rendered).toBe(0);
    expect((await get(`${site}/`)).status).toBe(200);
  });

  it('closes sockets that send nothing, trickle a request or idle after one, and serves on', async () => {
    const site = await startSite({ connectionLimits: { idleMs: 300, requestMs: 600, keepAliveMs: 200 } });
    const { port } = new URL(site);
    const open = () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
        socket.once('error', reject);
      });
    const closed = (socket: Socket) => {
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('error', () => {});
      return new Promise<string>((resolve) => socket.once('close', () => resolve(answer)));
    };

    expect(await closed(await open())).toBe('');

    const trickling = await open();
    const trickled = closed(trickling);
    const drip = setInterval(() => trickling.destroyed || trickling.write('a'), 50);
    trickling.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(await trickled).toMatch(/^HTTP\/1\.1 408 /);
    clearInterval(drip);

    const keptAlive = await open();
    const afterOne = closed(keptAlive);
    keptAlive.write('GET /tiny HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    expect(await afterOne).toMatch(/^HTTP\/1\.1 200 /);

    expect((await get(`${site}/`)).status).toBe(200);
  });

  it('closes connections beyond the cap from one address as they arrive, and takes new ones once some end', async () => {
    const site = await startSite({ connectionLimits: { perAddress: 3 } });
    const { port } = new URL(site);
    const open = () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => resolve(socket));
        socket.once('error', reject);
      });
    const held = [await open(), await open(), await open()];
    const extra = await open();
    await new Promise((resolve) => extra.once('close', resolve));
    expect(held.every((socket) => !socket.destroyed)).toBe(true);

    await new Promise((resolve) => {
      held[0]!.once('close', resolve);
      held[0]!.destroy();
    });
    // The server hears the close a moment later: a GET retried until it is served.
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 200; tries++) status = await get(`${site}/tiny`).then((answer) => answer.status, () => 0);
    expect(status).toBe(200);
    for (const socket of held) socket.destroy();
  });

  it('opens WebSockets to the hubs only', async () => {
    const site = await startSite();
    const upgrade = (path: string) =>
      raw(site, `GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
    for (const path of ['/', '/api/auth/token', '/hub/../api/x', '/hub/%2e%2e/x']) expect(await upgrade(path), path).toMatch(/^HTTP\/1\.1 404 /);
    expect(await upgrade('/hub/%zz')).toMatch(/^HTTP\/1\.1 400 /);
    const h2c = await raw(site, 'GET /hub/frnotify HTTP/1.1\r\nHost: x\r\nUpgrade: h2c\r\nConnection: Upgrade\r\n\r\n');
    expect(h2c).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('answers 500 when rendering a page fails, and serves the next request', async () => {
    let fail: 'throw' | 'reject' | null = null;
    const site = await startSite({
      renderPage: (req, res) => {
        if (fail === 'throw') throw new Error('render bug');
        if (fail === 'reject') return Promise.reject(new Error('render bug'));
        return renderPage(req, res);
      },
    });
    for (const mode of ['throw', 'reject'] as const) {
      fail = mode;
      const failed = await get(`${site}/`);
      expect(failed.status).toBe(500);
      expect(failed.body.toString()).not.toMatch(/render bug|at \w+/);
      fail = null;
      expect((await get(`${site}/`)).status).toBe(200);
    }
  });
});
