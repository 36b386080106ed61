import { createOyna, type OynaClient } from '@oyna/sdk';
import { createMemoryStorage } from '@oyna/sdk/platform';
import { backendUrl } from '../../server/backend.config';

const readClients = new Map<string, OynaClient>();

/**
 * The guest client of the back end for server-side reads in one language: kept, so every read
 * shares one anonymous token it renews when the back end refuses it (the SDK fetches a new one on a
 * 401), instead of asking for a token per page view. It never holds a player's data.
 */
function serverClient(locale: string): OynaClient {
  let client = readClients.get(locale);
  if (!client) {
    client = createOyna({
      locale,
      apiBase: new URL('/api/', backendUrl()).href,
      sbApiBase: new URL('/sbapi/api/', backendUrl()).href,
      platform: { storage: createMemoryStorage(), sessionStorage: createMemoryStorage() },
    });
    readClients.set(locale, client);
  }
  return client;
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

/** After a read failed, how long pages make do without it (or with its last good answer) before it is tried again. */
export const FAILED_READ_RETRY_MS = 5_000;

interface CachedRead<T> {
  at: number;
  value: Promise<T | null>;
  settled: boolean;
  failed: boolean;
}

/**
 * Reads something the server renders from (per language), shared by all requests for `ttlMs` (and
 * by those arriving while it is on its way).
 * A failure is retried once (after the SDK renewed a refused token), then logged and remembered
 * for {@link FAILED_READ_RETRY_MS}: meanwhile pages get the last good answer, or `null`, so a flood
 * of page views while the back end refuses costs it one read per language per interval.
 */
export function cachedServerRead<T>(
  name: string,
  ttlMs: number,
  read: (client: OynaClient) => Promise<T>,
): (locale: string) => Promise<T | null> {
  const cache = new Map<string, CachedRead<T>>();
  const lastGood = new Map<string, T>();
  return (locale) => {
    const hit = cache.get(locale);
    // Requests arriving while a read is on its way share it, whatever the cache's lifetime.
    if (hit && (!hit.settled || Date.now() - hit.at < (hit.failed ? FAILED_READ_RETRY_MS : ttlMs))) return hit.value;
    const entry: CachedRead<T> = { at: Date.now(), settled: false, failed: false, value: Promise.resolve(null) };
    const client = serverClient(locale);
    entry.value = read(client)
      .catch(() => read(client))
      .then((value) => {
        lastGood.set(locale, value);
        entry.settled = true;
        return value;
      })
      .catch((error: unknown) => {
        console.error(`[site] ${name} (${locale}) failed:`, error instanceof Error ? error.message : error);
        Object.assign(entry, { settled: true, failed: true, at: Date.now() });
        return lastGood.get(locale) ?? null;
      });
    cache.set(locale, entry);
    return entry.value;
  };
}
