import { readLiveSeed, type LiveSeed } from '@oyna/sdk/feed';
import { cachedServerRead, nonNegativeSetting, serverCacheMs } from './serverFetch';

/** Live lists change by the second: one read serves the pages of at most 5 s. */
const LIVE_SEED_CACHE_MS = 5_000;
/**
 * How long a page waits for the lists at most: `OYNA_LIVE_SEED_WAIT_MS`, 300 by default; 0 never
 * reads them. Without them the panel fills in the browser once its scripts have read the feed.
 */
export function liveSeedWaitMs(env: Record<string, string | undefined> = process.env): number {
  return nonNegativeSetting(env.OYNA_LIVE_SEED_WAIT_MS, 300);
}

/**
 * The oldest lists a page is given while a fresher read is on its way: a list older than a minute
 * shows scores and clocks long gone, and reorders under the player's finger once the panel refreshes
 * it. With the site's cache off (`OYNA_SITE_CACHE_SECONDS=0`) none: every page reads afresh.
 */
export const LIVE_SEED_STALE_MS = 60_000;

const readCached = cachedServerRead('live seed', Math.min(serverCacheMs(), LIVE_SEED_CACHE_MS), (client) => readLiveSeed(client));

/** The lists last read per language, and when: what a page gets at once while a fresher read is on its way. */
const lastRead = new Map<string, { seed: LiveSeed; at: number }>();

/**
 * The live lists a live page draws its panel's first screen from, per language; `undefined` when
 * the back end is down or slower than `liveSeedWaitMs()`, so a slow feed never makes a slow page.
 * Once a language's lists have been read, no page waits for them again while pages keep coming
 * (stale-while-revalidate): each gets the last lists read, at most `LIVE_SEED_STALE_MS` old, and the
 * panel refreshes them itself.
 */
export async function serverLiveSeed(locale: string, waitMs = liveSeedWaitMs()): Promise<LiveSeed | undefined> {
  if (waitMs === 0) return undefined;
  const read = readCached(locale).then((seed) => {
    if (seed) lastRead.set(locale, { seed, at: Date.now() });
    return seed;
  });
  const stale = lastRead.get(locale);
  const staleMs = Math.min(serverCacheMs(), LIVE_SEED_STALE_MS);
  if (stale && Date.now() - stale.at <= staleMs) return stale.seed;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, waitMs, null)));
  try {
    return (await Promise.race([read, late])) ?? undefined;
  } finally {
    clearTimeout(timer);
  }
}
