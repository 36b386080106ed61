import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// @ts-expect-error: plain ESM script shared with `pnpm start`
import { startStack } from '../scripts/stack.mjs';
import { expect, test, DEMO } from './fixtures';
import { rawExchange } from './rawHttp';

// What a stranger can send the site, replayed against the built site and the sandbox: the process
// must live, every answer must be a clean refusal, and nothing may leak or reach past the proxy.
const site = () => new URL(process.env.E2E_SITE_URL ?? '');
const LEAK = /at \w+ \(|node:internal|127\.0\.0\.1:\d+|Error:/;


const raw = (bytes: string | Buffer) => rawExchange(site(), bytes);
const request = (line: string, headers: string[] = []) =>
  raw(`${line}\r\nHost: ${site().host}\r\nConnection: close\r\n${headers.map((header) => `${header}\r\n`).join('')}\r\n`);

/** The JSON body of a raw HTTP/1.1 answer (Connection: close, so not chunked unless said). */
function jsonBody(answer: string): unknown {
  const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  return JSON.parse(/transfer-encoding: chunked/i.test(answer) ? body.split('\r\n')[1]! : body);
}

async function siteStillServes(origin = site().origin) {
  const response = await fetch(`${origin}/`);
  expect(response.status).toBe(200);
}

async function demoBalance(backendUrl: string): Promise<number> {
  const token = (await (await fetch(`${backendUrl}/api/auth/token`)).json()).data as string;
  const login = await fetch(`${backendUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(DEMO),
  });
  return (await login.json()).data.balance as number;
}

test('a Trailer header, or any hop-by-hop header, cannot take the site down', async () => {
  const answer = await request('GET /api/auth/token HTTP/1.1', ['Trailer: X', 'TE: trailers', 'Connection: close, X-Hop', 'X-Hop: 1']);
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  const chunked = await raw(
    `POST /api/auth/token HTTP/1.1\r\nHost: ${site().host}\r\nConnection: close\r\nTrailer: X-Sum\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\nX-Sum: 1\r\n\r\n`,
  );
  expect(chunked).toMatch(/^HTTP\/1\.1 [2-5]\d\d/);
  await siteStillServes();
});

test('no traversal through the proxy reaches the back end', async ({ backend }) => {
  const before = await demoBalance(backend.url);
  const body = JSON.stringify({ username: DEMO.username, balance: 999_999 });
  for (const path of [
    '/api/../__test/balance', '/api/%2e%2e/__test/balance', '/api/%2E%2E/__test/balance', '/api/..\\__test/balance',
    '/api/..%5c__test/balance', '/api/..%2f__test/balance', '/hub/../__test/balance', '/sbapi/api/../../__test/balance',
    '/api//..//__test/balance', '/api/./../__test/balance',
  ]) {
    const answer = await raw(
      `POST ${path} HTTP/1.1\r\nHost: ${site().host}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    // The path left the back end's prefixes, so it is the site's, whose pages take no POST.
    expect(answer, path).toMatch(/^HTTP\/1\.1 405/);
    expect(answer, path).not.toMatch(LEAK);
  }
  expect(await demoBalance(backend.url)).toBe(before);
  await siteStillServes();
});

test('malformed requests get a clean 4xx, in the envelope on the API, and the site lives on', async () => {
  const answers = [
    await raw('GARBAGE\r\n\r\n'),
    await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`),
    await raw('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'),
    await raw('GET /api/auth/token HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!'),
    await raw(Buffer.from([0x47, 0x45, 0x54, 0x20, 0xff, 0xfe, 0x0d, 0x0a, 0x0d, 0x0a])),
    await raw('GET http://evil.example/api/auth/token HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'),
    await request('GET * HTTP/1.1'),
  ];
  for (const answer of answers) {
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d/);
    expect(answer).not.toMatch(LEAK);
  }
  for (const path of ['/api/%zz', '/api/a%00b', '/sbapi/api/%E0%A4%A', '/hub/%']) {
    const answer = await request(`GET ${path} HTTP/1.1`);
    expect(answer, path).toMatch(/^HTTP\/1\.1 400/);
    expect(jsonBody(answer), path).toEqual({ success: false, message: expect.any(String), data: null });
  }
  await siteStillServes();
});

test('TRACE and methods no page serves answer 405 with what is allowed, never a 500', async () => {
  for (const [line, allow] of [
    ['TRACE / HTTP/1.1', 'GET, HEAD'],
    ['TRACE /spor/live/event-view HTTP/1.1', 'GET, HEAD'],
    ['DELETE /casino/slot HTTP/1.1', 'GET, HEAD'],
    ['TRACE /api/auth/token HTTP/1.1', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
  ] as const) {
    const answer = await request(line);
    expect(answer, line).toMatch(/^HTTP\/1\.1 405/);
    expect(answer.toLowerCase(), line).toContain(`allow: ${allow.toLowerCase()}`);
    expect(answer).not.toMatch(LEAK);
  }
  await siteStillServes();
});

test('WebSockets open only to the hubs, never past them', async () => {
  const upgrade = (path: string) =>
    request(`GET ${path} HTTP/1.1`, ['Upgrade: websocket', 'Connection: Upgrade', 'Sec-WebSocket-Version: 13', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==']);
  // The hub itself answers (without a token it refuses: the back end was reached and decided).
  expect(await upgrade('/hub/frnotify')).toMatch(/^HTTP\/1\.1 401/);
  for (const path of ['/', '/hub/../__test/hubs/drop', '/hub/%2e%2e/__test/hubs/drop', '/sbapi/api/../../__test/hubs/drop', '/casino/slot', '/api/auth/token']) {
    const answer = await upgrade(path);
    expect(answer, path).toMatch(/^HTTP\/1\.1 404/);
    expect(answer, path).not.toMatch(/101 Switching/);
  }
  expect(await upgrade('/hub/%zz')).toMatch(/^HTTP\/1\.1 400/);
  await siteStillServes();
});

test('every answer carries the security headers; pages and scripts come compressed', async () => {
  const page = await fetch(`${site().origin}/`, { headers: { 'accept-encoding': 'gzip, br' } });
  const headers = page.headers;
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(headers.get('content-security-policy')).toMatch(/script-src [^;]*'sha256-.*; frame-ancestors 'self'(;|$)/);
  expect(headers.get('content-encoding')).toBe('br');
  expect(headers.get('vary')).toMatch(/accept-encoding/i);
  const html = await page.text();
  const gzipPage = await fetch(`${site().origin}/`, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
  expect(gzipPage.headers.get('content-encoding')).toBe('gzip');

  const scripts = [...new Set([...html.matchAll(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((match) => match[1]!))];
  expect(scripts.length).toBeGreaterThan(0);
  const sent = await Promise.all(
    scripts.flatMap((path) =>
      (['br', 'gzip'] as const).map(async (encoding) => {
        const response = await fetch(`${site().origin}${path}`, { headers: { 'accept-encoding': encoding } });
        return {
          path,
          asked: encoding,
          encoding: response.headers.get('content-encoding'),
          bytes: Number(response.headers.get('content-length') ?? 0),
          type: response.headers.get('content-type'),
          cache: response.headers.get('cache-control'),
          nosniff: response.headers.get('x-content-type-options'),
        };
      }),
    ),
  );
  for (const script of sent) {
    expect(script.type, script.path).toMatch(/^text\/javascript/);
    expect(script.cache, script.path).toMatch(/immutable/);
    expect(script.nosniff, script.path).toBe('nosniff');
    // Scripts too small to be worth compressing go as they are; every other one is compressed.
    if (script.encoding === null) expect(script.bytes, script.path).toBeLessThan(1024);
    else expect(script.encoding, script.path).toBe(script.asked);
  }
  expect(sent.filter((script) => script.encoding === 'br').length).toBeGreaterThan(0);

  const api = await fetch(`${site().origin}/api/cms/coveryjs`);
  expect(api.headers.get('x-content-type-options')).toBe('nosniff');
});

// A back end that tells what reached it, behind a second site of the built server, to see what the
// proxy forwards and what it sends back.
async function startEchoBackend() {
  const seen: IncomingHttpHeaders[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req.headers);
    if (req.url?.startsWith('/api/with-trailer')) {
      res.writeHead(200, { 'content-type': 'text/plain', trailer: 'x-checksum', connection: 'keep-alive', 'keep-alive': 'timeout=999' });
      res.write('body');
      res.addTrailers({ 'x-checksum': 'abc' });
      return void res.end();
    }
    // Enough of the contract for the second site to render its shell: a token, an empty CMS.
    const data = req.url?.startsWith('/api/auth/token') ? 'token' : req.url?.startsWith('/api/cms/coveryjs') ? '' : {};
    res.writeHead(200, { 'content-type': 'application/json', connection: 'close', 'keep-alive': 'timeout=999', 'proxy-authenticate': 'Basic' });
    res.end(JSON.stringify({ success: true, message: '', data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server };
}

test('the back end hears who the client is from the site, never from the client', async () => {
  const echo = await startEchoBackend();
  const second = await startStack({ backendUrl: echo.url, sitePort: 0, quiet: true });
  try {
    const url = new URL(second.siteUrl);
    const answer = await rawExchange(
      url,
      `GET /api/auth/token HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close, X-Private-Hop\r\nX-Private-Hop: 1\r\n` +
        'X-Forwarded-For: 6.6.6.6\r\nX-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: https\r\nForwarded: for=6.6.6.6;host=evil.example\r\n' +
        'X-Real-IP: 6.6.6.6\r\nProxy-Authorization: Basic c2VjcmV0\r\nProxy-Connection: keep-alive\r\nTE: trailers\r\nTrailer: X\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).not.toMatch(/timeout=999|proxy-authenticate/i);
    const forwarded = echo.seen.at(-1)!;
    expect(forwarded['x-forwarded-for']).toBe('127.0.0.1');
    expect(forwarded['x-real-ip']).toBe('127.0.0.1');
    expect(forwarded['x-forwarded-host']).toBe(url.host);
    expect(forwarded['x-forwarded-proto']).toBe('http');
    for (const name of ['forwarded', 'x-private-hop', 'proxy-authorization', 'proxy-connection', 'te', 'trailer']) {
      expect(forwarded[name], name).toBeUndefined();
    }

    // A back end that sends trailers (the header that once ended the process) is passed on or cut, never fatal.
    await rawExchange(url, `GET /api/with-trailer HTTP/1.1\r\nHost: ${url.host}\r\nTE: trailers\r\nConnection: close\r\n\r\n`);
    await siteStillServes(second.siteUrl);

    // With the back end gone, the API answers 502 in the envelope without naming where it was.
    await new Promise((resolve) => echo.server.close(resolve));
    echo.server.closeAllConnections();
    const down = await fetch(`${second.siteUrl}/api/cms/grouped`);
    expect(down.status).toBe(502);
    const text = await down.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: expect.any(String), data: null });
    expect(text).not.toContain(new URL(echo.url).port);
    expect(text).not.toMatch(LEAK);
    // A page would log that the back end is gone (rightly); an asset shows the site serving on.
    expect((await fetch(`${second.siteUrl}/favicon.svg`)).status).toBe(200);
  } finally {
    await second.stop();
    echo.server.close();
  }
});

test('compressed pages and scripts decode to whole pages and the same scripts', async () => {
  const page = await rawBody(`${site().origin}/casino/slot`, 'br');
  expect(page.encoding).toBe('br');
  const html = brotliDecompressSync(page.body).toString();
  expect(html).toMatch(/^<!DOCTYPE html>.*<\/html>$/is);
  const script = [...html.matchAll(/renderer-url="(\/_astro\/[^"]+\.js)"/g)][0]![1]!;
  const gz = await rawBody(`${site().origin}${script}`, 'gzip');
  expect(gz.encoding).toBe('gzip');
  const plain = await rawBody(`${site().origin}${script}`, 'identity');
  expect(plain.encoding).toBeUndefined();
  expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  expect(gz.body.length).toBeLessThan(plain.body.length / 2);
});

/** A GET whose body arrives as sent, still compressed (fetch would decode it). */
function rawBody(url: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
