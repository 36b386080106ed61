import { connect } from 'node:net';
import { expect, test, DEMO } from './fixtures';

// What a stranger can send the site, replayed against the built site and the sandbox: the process
// must live, every answer must be a clean refusal, and nothing may leak or reach past the proxy.
const site = () => new URL(process.env.E2E_SITE_URL ?? '');

/** Sends bytes exactly as given and reads until the server closes or `ms` pass. */
function raw(text: string | Buffer, ms = 2000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(site().port), site().hostname, () => socket.write(text));
    let answer = '';
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(ms, done);
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', done);
    socket.on('error', done);
  });
}

const request = (line: string, headers: string[] = []) =>
  raw(`${line}\r\nHost: ${site().host}\r\nConnection: close\r\n${headers.map((header) => `${header}\r\n`).join('')}\r\n`);

async function siteStillServes() {
  const response = await fetch(`${site().origin}/`);
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
  await siteStillServes();
});

test('no traversal through the proxy reaches the back end', async ({ backend }) => {
  const before = await demoBalance(backend.url);
  const body = JSON.stringify({ username: DEMO.username, balance: 999_999 });
  for (const path of [
    '/api/../__test/balance', '/api/%2e%2e/__test/balance', '/api/%2E%2E/__test/balance', '/api/..\\__test/balance',
    '/api/..%5c__test/balance', '/hub/../__test/balance', '/sbapi/api/../../__test/balance', '/api//..//__test/balance',
  ]) {
    const answer = await raw(
      `POST ${path} HTTP/1.1\r\nHost: ${site().host}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    expect(answer, path).toMatch(/^HTTP\/1\.1 4\d\d/);
  }
  expect(await demoBalance(backend.url)).toBe(before);
  await siteStillServes();
});

test('malformed requests get a clean 4xx and the site lives on', async () => {
  const answers = [
    await raw('GARBAGE\r\n\r\n'),
    await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`),
    await raw('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'),
    await request('GET /api/%zz HTTP/1.1'),
    await request('GET /api/a%00b HTTP/1.1'),
    await raw(Buffer.from([0x47, 0x45, 0x54, 0x20, 0xff, 0xfe, 0x0d, 0x0a, 0x0d, 0x0a])),
  ];
  for (const answer of answers) {
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d/);
    expect(answer).not.toMatch(/at \w+ \(|node:internal|127\.0\.0\.1:\d+/);
  }
  await siteStillServes();
});

test('WebSockets open only to the hubs, never past them', async () => {
  const upgrade = (path: string) =>
    request(`GET ${path} HTTP/1.1`, ['Upgrade: websocket', 'Connection: Upgrade', 'Sec-WebSocket-Version: 13', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==']);
  // The hub itself answers (without a token it refuses: the back end was reached and decided).
  expect(await upgrade('/hub/frnotify')).toMatch(/^HTTP\/1\.1 401/);
  for (const path of ['/', '/hub/../__test/hubs/drop', '/sbapi/api/../../__test/hubs/drop', '/casino/slot', '/api/auth/token']) {
    expect(await upgrade(path), path).toMatch(/^HTTP\/1\.1 404/);
  }
  await siteStillServes();
});

test('every answer carries the security headers; pages and scripts come compressed', async () => {
  const page = await fetch(`${site().origin}/`, { headers: { 'accept-encoding': 'gzip, br' } });
  const headers = page.headers;
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
  expect(headers.get('content-encoding')).toBe('br');
  const html = await page.text();
  const scripts = [...html.matchAll(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  const largest = await Promise.all(
    scripts.map(async (path) => {
      const response = await fetch(`${site().origin}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      return { encoding: response.headers.get('content-encoding'), bytes: Number(response.headers.get('content-length') ?? 0), path };
    }),
  );
  // Small scripts are not worth compressing; every one that is, is.
  for (const script of largest.filter((item) => item.bytes > 0 && item.encoding === null)) expect(script.bytes, script.path).toBeLessThan(1024);
  expect(largest.some((item) => item.encoding === 'gzip')).toBe(true);
  const api = await fetch(`${site().origin}/api/cms/coveryjs`);
  expect(api.headers.get('x-content-type-options')).toBe('nosniff');
});
