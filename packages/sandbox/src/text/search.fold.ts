/** Letters with no Unicode decomposition that still have an obvious Latin spelling. */
const UNDECOMPOSABLE: Readonly<Record<string, string>> = { ı: 'i', ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe' };

/**
 * The search key of a name (a team, a game) or of a searched text, the same in every language: all
 * four i's fold together (a Turkish keyboard capitalises i as İ and lower-cases I as ı), case and
 * accents drop, and runs of spaces are one space. So 'istanbul', 'ISTANBUL' and 'ıstanbul' all find
 * 'İstanbul Başakşehir', and 'besiktas' or 'BEŞİKTAŞ' find 'Beşiktaş'. The SDK's live search folds
 * the same way; its contract test holds the two together.
 */
export function foldSearchText(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıøłđßæœ]/g, (letter) => UNDECOMPOSABLE[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}
