import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedServerRead, FAILED_READ_RETRY_MS, serverCacheMs } from './serverFetch';

// A back end that refuses the first `failures` reads of cms/coveryjs with a 401.
let failures = 0;
let reads = 0;
let tokens = 0;
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/api/auth/token')) {
      tokens += 1;
      return res.end(JSON.stringify({ success: true, message: '', data: `anon-${tokens}` }));
    }
    reads += 1;
    if (failures > 0) {
      failures -= 1;
      res.statusCode = 401;
      return res.end(JSON.stringify({ success: false, message: 'token revoked', data: null }));
    }
    res.end(JSON.stringify({ success: true, message: '', data: `script for ${req.headers['accept-language']}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('OYNA_BACKEND_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  failures = 0;
  reads = 0;
  tokens = 0;
});
afterEach(() => vi.useRealTimers());

const readScript = () =>
  cachedServerRead('script', 60_000, async (client) => (await client.http.get('cms/coveryjs', z.string())).data);

describe('cachedServerRead', () => {
  it('reads once per language and shares the answer', async () => {
    const read = readScript();
    expect(await Promise.all([read('tr'), read('tr'), read('en')])).toEqual([
      'script for tr',
      'script for tr',
      'script for en',
    ]);
    expect(reads).toBe(2);
  });

  it('survives one failure by retrying with a fresh client', async () => {
    failures = 1;
    expect(await readScript()('tr')).toBe('script for tr');
    expect(reads).toBe(2);
  });

  it('reports null after two failures, logs it, and asks again once the retry interval has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const read = readScript();
    failures = Number.POSITIVE_INFINITY;
    expect(await read('tr')).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    const asked = reads;
    expect(await read('tr')).toBeNull();
    expect(reads).toBe(asked);
    failures = 0;
    vi.setSystemTime(Date.now() + FAILED_READ_RETRY_MS);
    expect(await read('tr')).toBe('script for tr');
    log.mockRestore();
  });

  it('while the back end refuses, a flood of page views costs it one attempt per interval, and pages keep the last good answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Every read is fresh (a cache of 0 s), as for the live seed under load.
    const read = cachedServerRead('script', 0, async (client) => (await client.http.get('cms/coveryjs', z.string())).data);
    expect(await read('tr')).toBe('script for tr');
    failures = Number.POSITIVE_INFINITY;
    reads = 0;
    const pages = await Promise.all(Array.from({ length: 400 }, () => read('tr')));
    expect(new Set(pages)).toEqual(new Set(['script for tr']));
    const perAttempt = reads;
    expect(perAttempt).toBeLessThanOrEqual(4);
    for (let second = 1; second <= 3; second += 1) {
      vi.setSystemTime(Date.now() + FAILED_READ_RETRY_MS);
      await Promise.all(Array.from({ length: 400 }, () => read('tr')));
    }
    expect(reads).toBe(perAttempt * 4);
    log.mockRestore();
  });

  it('asks for one anonymous token for all its reads, not one per page view', async () => {
    const read = cachedServerRead('script', 0, async (client) => (await client.http.get('cms/coveryjs', z.string())).data);
    for (let page = 0; page < 20; page += 1) await read('tr');
    expect(reads).toBe(20);
    expect(tokens).toBeLessThanOrEqual(1);
  });
});

describe('serverCacheMs', () => {
  it('defaults to 30 s, takes whole seconds from the environment, 0 included', () => {
    expect(serverCacheMs({})).toBe(30_000);
    expect(serverCacheMs({ OYNA_SITE_CACHE_SECONDS: '0' })).toBe(0);
    expect(serverCacheMs({ OYNA_SITE_CACHE_SECONDS: '5' })).toBe(5_000);
    expect(serverCacheMs({ OYNA_SITE_CACHE_SECONDS: 'soon' })).toBe(30_000);
  });
});
