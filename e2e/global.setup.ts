import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: plain ESM script shared with `pnpm start`
import { startStack } from '../scripts/stack.mjs';

/** Starts the sandbox (test hooks on, a fresh SQLite file) and the built site on free ports. */
export default async function globalSetup() {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-e2e-'));
  const stack = await startStack({
    sandboxPort: 0,
    sitePort: 0,
    testHooks: true,
    dbPath: join(folder, 'sandbox.sqlite'),
    quiet: true,
    // Every page reads the back end afresh: journeys see each reset, and the uncached render path
    // (which once lost the script hash) is the one exercised.
    siteCacheSeconds: 0,
    // An operator names the tracker by its public address, never by the back end's internal one;
    // the attack suite checks that the back end's address appears nowhere in what the site sends.
    trackerUrl: (backendUrl: string) => `${backendUrl.replace('127.0.0.1', 'localhost')}/tracker/`,
    // Games, too, open on a public address of their own: a third party's origin, not the site's.
    gameOrigin: 'http://localhost:{port}',
  });
  process.env.E2E_SITE_URL = stack.siteUrl;
  process.env.E2E_BACKEND_URL = stack.backendUrl;
  return async () => {
    await stack.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
