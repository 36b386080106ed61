import { backendUrl } from './backend.config.ts';

/** The origins casino games are served from (the launch URLs' origins), which the site may frame. */
export const GAME_ORIGINS_ENV = 'OYNA_GAME_ORIGINS';

/**
 * The game origins: the http(s) origins listed in `OYNA_GAME_ORIGINS` (separated by commas or
 * spaces), or, when none is configured, the back end's own origin (the sandbox serves its demo
 * games there, as a provider would on its own). Anything that is not an http(s) origin is ignored.
 */
export function gameOrigins(env: Record<string, string | undefined> = process.env): string[] {
  const configured = (env[GAME_ORIGINS_ENV] ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        return /^https?:$/.test(url.protocol) ? [url.origin] : [];
      } catch {
        return [];
      }
    });
  return configured.length ? [...new Set(configured)] : [new URL(backendUrl(env)).origin];
}
