import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const launcher = fileURLToPath(new URL('../bin/oyna-sandbox.mjs', import.meta.url));
const folders: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [launcher, ...args], { env: { ...process.env, ...env } });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /ready at (http:\/\/\S+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(`exited before ready: ${stderr}`)));
  });
  url.catch(() => undefined);
  return { child, url, exited, output: () => ({ stdout, stderr }) };
}

describe('the command line', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('prints its URL, serves, and exits cleanly on %s', async (signal) => {
    const folder = mkdtempSync(join(tmpdir(), 'oyna-cli-'));
    folders.push(folder);
    const sandbox = run(['--port', '0', '--quiet'], { OYNA_SANDBOX_DB: join(folder, 'cli.sqlite'), OYNA_SANDBOX_TEST_HOOKS: '1' });
    const url = await sandbox.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const token = await fetch(`${url}/api/auth/token`).then((response) => response.json());
    expect(token.success).toBe(true);
    expect((await fetch(`${url}/__test/reset`, { method: 'POST' })).status).toBe(200);
    sandbox.child.kill(signal);
    expect(await sandbox.exited).toBe(0);
  }, 20_000);

  it('refuses a bad command line with usage help and exit code 1', async () => {
    const sandbox = run(['--port', 'many']);
    expect(await sandbox.exited).toBe(1);
    expect(sandbox.output().stderr).toContain('Usage: oyna-sandbox');
  }, 20_000);
});
