import { execFile, execFileSync, spawn, type ChildProcess, type ExecFileOptions } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A partner's app as a registry would give it to them: the packages packed (`pnpm pack`), not
// workspace links, and an example folder copied out of the repository and installed from them.
const root = join(import.meta.dirname, '..');

const execFileAsync = promisify(execFile);

/**
 * Runs a command without blocking the worker: a worker blocked for the minute an install takes misses
 * its idle sockets to the sandbox closing, and its next request goes out on a closed one ('other side
 * closed').
 */
export const run = (command: string, args: readonly string[], options: ExecFileOptions = {}) =>
  execFileAsync(command, args, { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8', ...options });

/** Packs `packages/<name>` into `folder`; returns the tarball's path. */
export function pack(name: string, folder: string): string {
  const printed = execFileSync('pnpm', ['pack', '--pack-destination', folder], { cwd: join(root, 'packages', name), encoding: 'utf8' });
  const tarball = printed.trim().split('\n').at(-1)!.trim();
  return tarball.startsWith('/') ? tarball : join(folder, tarball);
}

/** Packs `packages/<name>` and unpacks it under `folder`: the files a registry serves; returns their folder. */
export function unpacked(name: string, folder: string): string {
  const into = mkdtempSync(join(folder, `${name}-`));
  execFileSync('tar', ['-xzf', pack(name, folder), '-C', into]);
  return join(into, 'package');
}

export interface PackedApp {
  /** The temporary folder: the tarballs, and the app under `app/`; remove it when done. */
  folder: string;
  app: string;
}

/** Packs `packages` (e.g. `['sdk', 'ui']`), copies `examples/<example>` out and installs it from the tarballs. */
export async function installPacked(example: string, packages: readonly string[]): Promise<PackedApp> {
  const folder = mkdtempSync(join(tmpdir(), `oyna-${example}-`));
  const tarballs = packages.map((name) => pack(name, folder));
  const app = join(folder, 'app');
  cpSync(join(root, 'examples', example), app, { recursive: true, filter: (source) => !/node_modules|dist/.test(source) });
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], { cwd: app });
  return { folder, app };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

export interface ServedApp {
  url: string;
  process: ChildProcess;
}

/**
 * Starts the app's own server (`command(port)` gives its node arguments) on a free port of 127.0.0.1
 * and resolves once it prints that it listens (`ready`).
 */
export async function serveApp(app: string, command: (port: number) => string[], ready: (printed: string, port: number) => boolean, env: NodeJS.ProcessEnv): Promise<ServedApp> {
  const port = await freePort();
  const child = spawn(process.execPath, command(port), { cwd: app, env: { ...process.env, ...env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      if (ready(printed, port)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${command(port).join(' ')} ended with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}
