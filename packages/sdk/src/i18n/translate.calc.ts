import type { MessageKey } from './catalog/en';
import { loadedCatalog } from './catalog.task';

export type Messages = Readonly<Record<string, string>>;
export type TranslateParams = Readonly<Record<string, string | number>>;
/**
 * Translates a key of the bundled catalogue: a typo fails the type check instead of rendering the
 * key. Keys that only the operator's CMS knows go through `translate.dynamic`.
 */
export interface Translate {
  (key: MessageKey, params?: TranslateParams): string;
  /** A key known only at run time (from the CMS); falls back to the key itself. */
  dynamic(key: string, params?: TranslateParams): string;
}

export function interpolate(template: string, params?: TranslateParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * A translate function: the server's list first, then the language's bundled catalogue (English's
 * for a language without one), then the key itself, so a missing text is visible but never blank.
 * `bundled` defaults to the catalogue `loadCatalog(locale)` has loaded, if it has.
 */
export function createTranslate(
  locale: string,
  serverList: ReadonlyArray<{ key: string; value: string }> = [],
  bundled: Messages = loadedCatalog(locale) ?? {},
): Translate {
  const server = new Map(serverList.map(({ key, value }) => [key, value]));
  const dynamic = (key: string, params?: TranslateParams) => interpolate(server.get(key) ?? bundled[key] ?? key, params);
  return Object.assign((key: MessageKey, params?: TranslateParams) => dynamic(key, params), { dynamic });
}
