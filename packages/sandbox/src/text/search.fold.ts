/**
 * The search key of a name (a team, a game): Turkish-aware and forgiving. All four i's fold
 * together (a Turkish keyboard capitalises i as İ and lower-cases I as ı), case goes the Turkish way
 * and accents drop, so 'istanbul', 'İSTANBUL' and 'ıstanbul' all find 'İstanbul Başakşehir', and
 * 'besiktas' or 'BEŞİKTAŞ' find 'Beşiktaş'.
 */
export function foldSearchText(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(/[İIı]/g, 'i')
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}
