import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, NO_RATE_LIMITS, TEST_WORLD_SEED, type Sandbox, type SandboxOptions } from '@oyna/sandbox';
import { afterAll, beforeAll } from 'vitest';

/**
 * One sandbox for a contract test file: the operator's back end, whose rules are its own. Limits are
 * raised so that a table of calls is not refused as a flood; `options` adds to that (a frozen
 * clock, test hooks).
 */
export function useContractSandbox(options: SandboxOptions = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-contract-'));
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox({
      worldSeed: TEST_WORLD_SEED,
      ...options,
      dbPath: join(folder, 'sandbox.sqlite'),
      rateLimits: NO_RATE_LIMITS,
    });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(folder, { recursive: true, force: true });
  });

  async function request(prefix: string, path: string, body: unknown, locale: string) {
    const token = (await (await fetch(`${sandbox.url}/api/auth/token`)).json()).data as string;
    const response = await fetch(`${sandbox.url}${prefix}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': locale },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { success: boolean; message: string; data: any } };
  }
  /** A call under /api/. */
  const call = (path: string, body?: unknown, locale = 'en') => request('/api/', path, body, locale);
  /** A sportsbook call under /sbapi/api/. */
  const sbCall = (path: string, body?: unknown, locale = 'en') => request('/sbapi/api/', path, body, locale);
  return { call, sbCall, url: () => sandbox.url };
}
