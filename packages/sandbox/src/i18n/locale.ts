/** The languages the sandbox answers in; tr is the market default. */
export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'tr';

export const isLocale = (value: string): value is Locale =>
  (LOCALES as readonly string[]).includes(value);

/**
 * Picks tr or en from an Accept-Language header, honouring q-values (`en-US,en;q=0.9,tr;q=0.8`
 * answers in English). Anything unsupported or missing answers in Turkish.
 */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; quality: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLocale(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { locale: language, quality };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
