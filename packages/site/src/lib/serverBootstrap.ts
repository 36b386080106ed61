import { createOyna } from '@oyna/sdk';
import { loadBootstrap, type Bootstrap } from '@oyna/sdk/bootstrap';
import { createMemoryStorage } from '@oyna/sdk/platform';
import { backendUrl } from '../../server/backend.config';

/** How long the server reuses one language's bootstrap before asking the back end again. */
const BOOTSTRAP_TTL_MS = 30_000;

const cache = new Map<string, { at: number; bootstrap: Promise<Bootstrap | null> }>();

/**
 * The bootstrap the anonymous shell renders from, fetched from the back end on the server and
 * shared by all requests of one language for a short while. `null` when the back end is down: the
 * shell still renders with the bundled texts.
 */
export function serverBootstrap(locale: string): Promise<Bootstrap | null> {
  const hit = cache.get(locale);
  if (hit && Date.now() - hit.at < BOOTSTRAP_TTL_MS) return hit.bootstrap;
  const client = createOyna({
    locale,
    apiBase: new URL('/api/', backendUrl()).href,
    platform: { storage: createMemoryStorage(), sessionStorage: createMemoryStorage() },
  });
  const bootstrap = loadBootstrap(client).catch((error: unknown) => {
    console.error(`[site] bootstrap (${locale}) failed:`, error instanceof Error ? error.message : error);
    cache.delete(locale);
    return null;
  });
  cache.set(locale, { at: Date.now(), bootstrap });
  return bootstrap;
}
