import { en, type MessageKey } from './catalog/en';
import { tr } from './catalog/tr';

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

/** The bundled catalogues: what a widget shows before (or without) the server's translation list. */
export const catalogs: Readonly<Record<'tr' | 'en', Messages>> = { tr, en };

export function interpolate(template: string, params?: TranslateParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * A translate function: the server's list first, then the bundled catalogue of the language,
 * then English, then the key itself, so a missing text is visible but never blank.
 */
export function createTranslate(locale: string, serverList: ReadonlyArray<{ key: string; value: string }> = []): Translate {
  const server = new Map(serverList.map(({ key, value }) => [key, value]));
  const bundled: Messages = catalogs[locale as 'tr' | 'en'] ?? {};
  const dynamic = (key: string, params?: TranslateParams) =>
    interpolate(server.get(key) ?? bundled[key] ?? en[key as MessageKey] ?? key, params);
  return Object.assign((key: MessageKey, params?: TranslateParams) => dynamic(key, params), { dynamic });
}
