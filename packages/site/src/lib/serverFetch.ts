import { createOyna, type OynaClient } from '@oyna/sdk';
import { createMemoryStorage } from '@oyna/sdk/platform';
import { backendUrl } from '../../server/backend.config';

/** A guest client of the back end for server-side reads; nothing it holds outlives the call. */
function serverClient(locale: string): OynaClient {
  return createOyna({
    locale,
    apiBase: new URL('/api/', backendUrl()).href,
    sbApiBase: new URL('/sbapi/api/', backendUrl()).href,
    platform: { storage: createMemoryStorage(), sessionStorage: createMemoryStorage() },
  });
}

/** A setting that is a number of 0 or more: its value, or `fallback` when it is unset or not such a number. */
export function nonNegativeSetting(value: string | undefined, fallback: number): number {
  const number = Number(value ?? fallback);
  return Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** How long server-side reads are reused: `OYNA_SITE_CACHE_SECONDS`, 30 by default (0: every request reads). */
export function serverCacheMs(env: Record<string, string | undefined> = process.env): number {
  return nonNegativeSetting(env.OYNA_SITE_CACHE_SECONDS, 30) * 1000;
}

/**
 * Reads something the server renders from (per language), shared by all requests for `ttlMs`.
 * A failure is retried once with a fresh client (a token revoked mid-flight must not cost a page its
 * data), then reported as `null` and forgotten, so the next request asks again.
 */
export function cachedServerRead<T>(
  name: string,
  ttlMs: number,
  read: (client: OynaClient) => Promise<T>,
): (locale: string) => Promise<T | null> {
  const cache = new Map<string, { at: number; value: Promise<T | null> }>();
  return (locale) => {
    const hit = cache.get(locale);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = read(serverClient(locale))
      .catch(() => read(serverClient(locale)))
      .catch((error: unknown) => {
        console.error(`[site] ${name} (${locale}) failed:`, error instanceof Error ? error.message : error);
        cache.delete(locale);
        return null;
      });
    cache.set(locale, { at: Date.now(), value });
    return value;
  };
}
