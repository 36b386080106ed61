/** Letters with no Unicode decomposition that still have an obvious Latin spelling. */
const UNDECOMPOSABLE: Readonly<Record<string, string>> = { ı: 'i', ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe' };

/**
 * The search key of a name (a team, a game) or of what a player typed, the same in every locale:
 * the four i's (i, ı, İ, I) are one letter, accents and cedillas drop (ş/s, ç/c, ğ/g, ö/o, ü/u),
 * case is ignored and every run of spaces is one space. Players type on phones without Turkish
 * letters and with caps lock on: 'ISTANBUL', 'istanbul' and 'ıstanbul' all find 'İstanbul', and
 * 'besiktas' finds 'Beşiktaş'. The sandbox folds the same way (a contract test holds them together).
 *
 * For search only: displayed text keeps its own locale's case rules.
 *
 * @example foldSearchText('  BEŞİKTAŞ   JK ') // 'besiktas jk'
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıøłđßæœ]/g, (letter) => UNDECOMPOSABLE[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether what a player typed occurs in `text`, folded as {@link foldSearchText} folds; an empty query matches. */
export const matchesSearch = (text: string, query: string): boolean => foldSearchText(text).includes(foldSearchText(query));

/**
 * A search worth sending to the server: trimmed, runs of spaces made one, and at least `minLength`
 * characters; null when shorter (one letter matches nearly everything).
 */
export function searchTermOf(query: string, minLength: number): string | null {
  const term = query.trim().replace(/\s+/g, ' ');
  return term.length >= minLength ? term : null;
}
