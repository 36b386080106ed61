/** The language cookie: the server renders in this language; the browser writes it on change. */
export const LOCALE_COOKIE = 'lang';
export const SUPPORTED_LOCALES = ['tr', 'en'] as const;
export const DEFAULT_SITE_LOCALE = 'tr';

export function pickLocale(cookieValue: string | undefined): string {
  return SUPPORTED_LOCALES.find((locale) => locale === cookieValue) ?? DEFAULT_SITE_LOCALE;
}

/** The language of a request: its `lang` cookie when supported, else tr. */
export function requestLocale(cookies: { get(name: string): { value: string } | undefined }): string {
  return pickLocale(cookies.get(LOCALE_COOKIE)?.value);
}
