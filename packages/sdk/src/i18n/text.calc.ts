import { foldSearchText } from '../search/search.calc';

/**
 * A URL slug: the search key of the text (lower case, accents stripped, ı becomes i), each space a
 * hyphen, every other character dropped, and no leading, trailing or doubled hyphens.
 *
 * @example slugify('Şampiyonlar Ligi') // 'sampiyonlar-ligi'
 */
export function slugify(text: string): string {
  return foldSearchText(text)
    .replace(/ /g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
