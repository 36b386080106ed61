import { loadBootstrap } from '@oyna/sdk/bootstrap';
import { cachedServerRead } from './serverFetch';

/**
 * The bootstrap the anonymous shell renders from, per language, reused for 30 s. `null` when the
 * back end is down: the shell still renders with the bundled texts.
 */
export const serverBootstrap = cachedServerRead('bootstrap', 30_000, loadBootstrap);
