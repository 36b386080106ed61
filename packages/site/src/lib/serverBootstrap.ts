import { getBootstrap } from '@oyna/sdk/bootstrap';
import { cachedServerRead, serverCacheMs } from './serverFetch';

/**
 * The bootstrap the anonymous shell renders from, per language, reused for `OYNA_SITE_CACHE_SECONDS`. `null` when the
 * back end is down: the shell still renders with the bundled texts.
 */
export const serverBootstrap = cachedServerRead('bootstrap', serverCacheMs(), getBootstrap);
