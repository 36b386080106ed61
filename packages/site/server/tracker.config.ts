import { backendUrl } from './backend.config.ts';
import { gameOrigins } from './games.config.ts';

/** Where the browser loads the third-party live match tracker from (its `desktop` and `mobile` pages). */
export const TRACKER_ENV = 'OYNA_TRACKER_URL';

/**
 * The tracker base: `OYNA_TRACKER_URL` when it is an http(s) address, else the back end's
 * `/tracker/` (the sandbox serves one there, on its own origin, as a third party would).
 */
export function trackerBaseUrl(env: Record<string, string | undefined> = process.env): string {
  const configured = env[TRACKER_ENV]?.trim();
  if (configured) {
    try {
      const url = new URL(configured.endsWith('/') ? configured : `${configured}/`);
      if (/^https?:$/.test(url.protocol)) return url.href;
    } catch {
      // fall through to the default
    }
  }
  return new URL('/tracker/', backendUrl(env)).href;
}

/** The `frame-src` sources: the site itself, the tracker's origin and the game origins. */
export const frameSources = (env: Record<string, string | undefined> = process.env): string =>
  [...new Set(["'self'", new URL(trackerBaseUrl(env)).origin, ...gameOrigins(env)])].join(' ');
