import type { Locale } from '../i18n/locale.ts';

/** The id of Türkiye in the operator's country table: the default country of sign-up. */
export const TURKIYE_ID = 235;

/**
 * Countries players may register from, by the operator's ids and ISO 3166-1 codes. Names come from
 * the runtime's CLDR data in the caller's language.
 */
const countryCodes: readonly (readonly [id: number, code: string])[] = [
  [235, 'TR'], [16, 'AZ'], [84, 'DE'], [161, 'NL'], [23, 'BE'], [15, 'AT'], [226, 'CH'], [77, 'FR'],
  [237, 'GB'], [109, 'IT'], [222, 'ES'], [183, 'PT'], [225, 'SE'], [166, 'NO'], [62, 'DK'], [76, 'FI'],
  [181, 'PL'], [59, 'CZ'], [101, 'HU'], [186, 'RO'], [36, 'BG'], [89, 'GR'], [58, 'CY'], [3, 'AL'],
  [246, 'XK'], [134, 'MK'], [29, 'BA'], [200, 'RS'], [147, 'ME'], [56, 'HR'], [208, 'SI'], [87, 'GE'],
  [12, 'AM'], [117, 'KZ'], [122, 'KG'], [239, 'UZ'], [230, 'TM'], [228, 'TJ'], [188, 'RU'], [236, 'UA'],
  [21, 'BY'], [144, 'MD'], [238, 'US'], [40, 'CA'], [14, 'AU'], [105, 'IR'], [106, 'IQ'], [214, 'SY'],
  [113, 'JO'], [124, 'LB'], [195, 'SA'], [234, 'AE'], [180, 'QA'], [119, 'KW'], [66, 'EG'], [232, 'TN'],
  [148, 'MA'], [4, 'DZ'], [128, 'LY'], [110, 'JP'], [118, 'KR'], [47, 'CN'], [102, 'IN'], [167, 'PK'],
  [24, 'BR'], [11, 'AR'],
];

export interface Country {
  id: number;
  name: string;
}

/** The spec names the default country 'Turkiye' in English; CLDR spells it Türkiye. */
const nameOverrides: Partial<Record<Locale, Record<string, string>>> = { en: { TR: 'Turkiye' } };

const countryCache = new Map<Locale, Country[]>();

/** Türkiye first (the default), then the rest alphabetically in the caller's language. */
export function countries(locale: Locale): Country[] {
  const cached = countryCache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const list = countryCodes
    .map(([id, code]) => ({ id, name: nameOverrides[locale]?.[code] ?? names.of(code) ?? code }))
    .sort((a, b) => (a.id === TURKIYE_ID ? -1 : b.id === TURKIYE_ID ? 1 : collator.compare(a.name, b.name)));
  countryCache.set(locale, list);
  return list;
}

export const isCountryId = (id: number): boolean => countryCodes.some(([known]) => known === id);
