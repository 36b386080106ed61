import { readFileSync } from 'node:fs';
import type { Locale } from '../i18n/locale.ts';

/**
 * The operator's translation list, as its CMS serves it in `cms/grouped`: one text for every key
 * the widgets show today. Kept as data, the way a CMS keeps it; the widgets fall back to their own
 * bundled texts for any key a CMS lacks.
 */
const lists: Record<Locale, Record<string, string>> = {
  tr: JSON.parse(readFileSync(new URL('./translations.tr.json', import.meta.url), 'utf8')),
  en: JSON.parse(readFileSync(new URL('./translations.en.json', import.meta.url), 'utf8')),
};

export const translationList = (locale: Locale): { key: string; value: string }[] =>
  Object.entries(lists[locale]).map(([key, value]) => ({ key, value }));
