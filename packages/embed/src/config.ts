import type { OynaGameDetail } from './events';

export type OynaThemeName = 'dark' | 'light';

/** How a game the player opens in `<oyna-casino-lobby>` is shown. */
export type OynaGameOpening = 'new-tab' | 'same-page' | ((game: OynaGameDetail) => void);

export interface OynaEmbedOptions {
  /**
   * The operator's site (`https://oyna.example`): its API, sportsbook API and hubs are under it unless
   * given below, and pages the widgets lead to (deposit, a game on desktop) open there.
   */
  siteUrl?: string;
  /** Base of the main API. @default `${siteUrl}/api/` */
  apiBase?: string;
  /** Base of the sportsbook API. @default `${siteUrl}/sbapi/api/` */
  sbApiBase?: string;
  /** Base of the two hubs. @default `${siteUrl}/hub/` */
  hubBase?: string;
  /** Language of every text: 'tr' or 'en'. @default the page's stored choice, else 'tr' */
  locale?: string;
  /** Light or dark; an element's `theme` attribute wins. @default 'dark' */
  theme?: OynaThemeName;
  /** Origins allowed to hand the page a login with a `BOOTSTRAP_DATA` message (when framed). @default [] */
  trustedOrigins?: string[];
  /** How a game opens: a new tab on the operator's site, a full-size dialog on this page, or the host's own handler. @default 'same-page' */
  games?: OynaGameOpening;
  /**
   * Put before the name of every key Oyna keeps in the page's local and session storage, so they never
   * meet the page's own; logout removes Oyna's keys only. `''` uses the operator site's own names.
   * @default 'oyna:'
   */
  storagePrefix?: string;
}

export interface ResolvedEmbedOptions {
  siteUrl: string | null;
  apiBase: string;
  sbApiBase: string;
  hubBase: string;
  locale: string | undefined;
  theme: OynaThemeName;
  trustedOrigins: readonly string[];
  games: OynaGameOpening;
  storagePrefix: string;
}

export class OynaConfigError extends Error {
  override name = 'OynaConfigError';
}

const THEMES: readonly string[] = ['dark', 'light'];
const DEFAULT_STORAGE_PREFIX = 'oyna:';

function httpUrl(value: string, option: string, base: string): string {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new OynaConfigError(`Oyna.configure: ${option} must be an http(s) address, got '${value}'.`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new OynaConfigError(`Oyna.configure: ${option} must be an http(s) address, got '${value}'.`);
  return url.href.endsWith('/') ? url.href : `${url.href}/`;
}

/** Checks the options and fills in what was left out; `pageUrl` is where relative addresses resolve. */
export function resolveEmbedOptions(options: OynaEmbedOptions, pageUrl: string): ResolvedEmbedOptions {
  const siteUrl = options.siteUrl === undefined ? null : httpUrl(options.siteUrl, 'siteUrl', pageUrl);
  const base = siteUrl ?? pageUrl;
  if (options.theme !== undefined && !THEMES.includes(options.theme)) {
    throw new OynaConfigError(`Oyna.configure: theme must be 'dark' or 'light', got '${String(options.theme)}'.`);
  }
  const games = options.games ?? 'same-page';
  if (typeof games !== 'function' && games !== 'new-tab' && games !== 'same-page') {
    throw new OynaConfigError(`Oyna.configure: games must be 'new-tab', 'same-page' or a function, got '${String(games)}'.`);
  }
  if (games === 'new-tab' && !siteUrl) throw new OynaConfigError("Oyna.configure: games: 'new-tab' needs siteUrl, where the game opens.");
  const storagePrefix = options.storagePrefix ?? DEFAULT_STORAGE_PREFIX;
  if (typeof storagePrefix !== 'string') {
    throw new OynaConfigError(`Oyna.configure: storagePrefix must be a string, got '${String(storagePrefix)}'.`);
  }
  const trustedOrigins = (options.trustedOrigins ?? []).map((origin) => {
    const url = httpUrl(origin, 'trustedOrigins', pageUrl);
    return new URL(url).origin;
  });
  return {
    siteUrl: siteUrl ? siteUrl.replace(/\/$/, '') : null,
    apiBase: httpUrl(options.apiBase ?? new URL('api/', base).href, 'apiBase', base),
    sbApiBase: httpUrl(options.sbApiBase ?? new URL('sbapi/api/', base).href, 'sbApiBase', base),
    hubBase: httpUrl(options.hubBase ?? new URL('hub/', base).href, 'hubBase', base),
    locale: options.locale,
    theme: options.theme ?? 'dark',
    trustedOrigins,
    games,
    storagePrefix,
  };
}
