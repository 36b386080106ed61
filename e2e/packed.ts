import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A partner's app as a registry would give it to them: the packages packed (`pnpm pack`), not
// workspace links, and an example folder copied out of the repository and installed from them.
const root = join(import.meta.dirname, '..');

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
export function installPacked(example: string, packages: readonly string[]): PackedApp {
  const folder = mkdtempSync(join(tmpdir(), `oyna-${example}-`));
  const tarballs = packages.map((name) => pack(name, folder));
  const app = join(folder, 'app');
  cpSync(join(root, 'examples', example), app, { recursive: true, filter: (source) => !/node_modules|dist/.test(source) });
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], { cwd: app, stdio: 'ignore' });
  return { folder, app };
}
