import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox, type SandboxOptions } from '../sandbox.ts';
import { TEST_WORLD_SEED } from '../sportsbook/world.options.ts';

export interface ApiCall {
  method?: 'GET' | 'POST' | 'OPTIONS';
  body?: unknown;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  locale?: string;
  fingerprint?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: { success: boolean; message: string; data: any };
}

export interface TestSandbox {
  sandbox: Sandbox;
  url: string;
  /** Calls the sandbox over real HTTP with the SDK's headers. */
  call(path: string, options?: ApiCall): Promise<ApiResponse>;
  anonymousToken(): Promise<string>;
  /** Logs in and returns the player's token. */
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A sandbox on an ephemeral loopback port with its SQLite file in a fresh temp folder, its world made
 * from the tests' seed. Live changes
 * are pushed only when a test hook moves the clock (`liveTickMs: 0`), so tests see no stray pushes.
 */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox & { folder: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-sandbox-'));
  const sandbox = await createSandbox({
    dbPath: join(folder, 'sandbox.sqlite'),
    testHooks: true,
    liveTickMs: 0,
    worldSeed: TEST_WORLD_SEED,
    ...options,
  });

  const call = async (path: string, { method, body, token, locale, fingerprint, headers = {} }: ApiCall = {}) => {
    const response = await fetch(sandbox.url + path, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(locale ? { 'accept-language': locale } : {}),
        ...(fingerprint ? { 'x-fingerprint': fingerprint } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  };

  const anonymousToken = async () => (await call('/api/auth/token')).body.data as string;

  const login = async (username: string, password: string) => {
    const response = await call('/api/auth/login', { body: { username, password }, token: await anonymousToken() });
    if (!response.body.success) throw new Error(`login failed: ${response.body.message}`);
    return response.body.data.token as string;
  };

  return {
    sandbox,
    url: sandbox.url,
    folder,
    call,
    anonymousToken,
    login,
    close: async () => {
      await sandbox.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
