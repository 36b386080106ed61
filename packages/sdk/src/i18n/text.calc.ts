/** Letters with no Unicode decomposition that still have an obvious Latin base. */
const UNDECOMPOSABLE: Record<string, string> = { ı: 'i' };

/**
 * A URL slug: lower case, accents stripped (ı becomes i), each run of spaces one hyphen, every
 * other character dropped, and no leading, trailing or doubled hyphens.
 *
 * @example slugify('Şampiyonlar Ligi') // 'sampiyonlar-ligi'
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ı]/g, (letter) => UNDECOMPOSABLE[letter] ?? '')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Lower-cases for comparison with the rules of `locale`: in Turkish İ folds to i and I to ı, so
 * 'İSTANBUL' finds 'istanbul' and 'ISPARTA' finds 'ısparta'.
 *
 * @default locale 'tr'
 */
export function foldCase(text: string, locale = 'tr'): string {
  return text.normalize('NFC').toLocaleLowerCase(locale);
}

/** Whether `needle` occurs in `haystack`, ignoring case the way `locale` does. */
export function includesFolded(haystack: string, needle: string, locale = 'tr'): boolean {
  return foldCase(haystack, locale).includes(foldCase(needle, locale));
}
