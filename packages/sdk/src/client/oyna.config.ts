import { BackendPath } from '../http/backend.paths';
import type { Platform } from '../platform/platform.types';

export interface OynaConfig {
  /**
   * Base of the main API, resolved against the platform's base URL.
   * @default './api/'
   */
  apiBase?: string;
  /**
   * Base of the sportsbook API.
   * @default './sbapi/api/'
   */
  sbApiBase?: string;
  /**
   * Base of the real-time hubs (`frnotify`, `sbnotify` are appended).
   * @default './hub/'
   */
  hubBase?: string;
  /**
   * Language of texts and of the `Accept-Language` header.
   * @default the stored `lang`, else 'tr'
   */
  locale?: string;
  /**
   * Base of the third-party live match tracker, which serves `desktop` and `mobile` pages taking
   * `?feedId=&lang=`. Left out, no tracker is shown.
   * @example 'https://tracker.example/tracker/'
   */
  trackerBase?: string;
  /** Host services; anything left out comes from the browser, or memory on a server. */
  platform?: Partial<Platform>;
  /**
   * Produces the device fingerprint sent with every call, in place of the platform's. Its result is
   * stored under `fingerprint`.
   * @default the platform's `fingerprint` (ThumbmarkJS in a browser), else a random id
   */
  fingerprint?: () => Promise<string>;
  /**
   * Origins allowed to hand a login to this window with a `BOOTSTRAP_DATA` message.
   * @default []
   * @example ['https://partner.example']
   */
  trustedOrigins?: string[];
  /**
   * Put before the name of every key the SDK writes to local and session storage, so its keys never
   * meet the host page's. Logout and the parent-window handoff remove Oyna's keys only, prefixed or not.
   * @default '' (the spec's names: `authData`, `lang`, ...)
   * @example 'oyna:'
   */
  storagePrefix?: string;
  /**
   * What happens once `logout()` has signed the player out and told the server. The widgets follow
   * the session's stores either way; a site that renders the player on the server reloads here.
   * `goHomeAfterLogout` (from `@oyna/sdk/session`) is the spec's: the home page, 300 ms later.
   * @default nothing: the page stays where it is
   * @example (platform) => platform.navigate('/signed-out')
   */
  afterLogout?: (platform: Platform) => void;
  /**
   * How many more times a store's load that got no answer (offline, a dropped connection) is tried,
   * 1, 2, 4… s apart, or as soon as the device is back online. Refusals are never tried again.
   * @default 3
   */
  retries?: number;
}

export interface ResolvedOynaConfig {
  apiBase: string;
  sbApiBase: string;
  hubBase: string;
  /** `null` when no tracker is configured. */
  trackerBase: string | null;
  trustedOrigins: readonly string[];
  afterLogout: ((platform: Platform) => void) | null;
  retries: number;
}

export const DEFAULT_LOCALE = 'tr';
export const DEFAULT_RETRIES = 3;

export function resolveConfig(config: OynaConfig, baseUrl: string): ResolvedOynaConfig {
  const absolute = (path: string) => new URL(path, baseUrl).href;
  return {
    apiBase: absolute(config.apiBase ?? `.${BackendPath.api}`),
    sbApiBase: absolute(config.sbApiBase ?? `.${BackendPath.sbApi}`),
    hubBase: absolute(config.hubBase ?? `.${BackendPath.hub}`),
    trackerBase: config.trackerBase ? absolute(config.trackerBase) : null,
    trustedOrigins: Object.freeze([...(config.trustedOrigins ?? [])]),
    afterLogout: config.afterLogout ?? null,
    retries: config.retries ?? DEFAULT_RETRIES,
  };
}
