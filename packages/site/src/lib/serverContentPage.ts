import { getContentPage, type ContentPage } from '@oyna/sdk/content';
import { sanitizeHtml } from './sanitizeHtml';
import { cachedServerRead, serverCacheMs } from './serverFetch';

const readers = new Map<number, (locale: string) => Promise<ContentPage | null>>();

/**
 * A content page ready to render, its body sanitised, per language and reused like the bootstrap.
 * Callers pass only ids the bootstrap lists, so the cache stays as small as the CMS.
 */
export function serverContentPage(id: number, locale: string): Promise<ContentPage | null> {
  let read = readers.get(id);
  if (!read) {
    read = cachedServerRead(`content page ${id}`, serverCacheMs(), async (client) => {
      const page = await getContentPage(client, id);
      return page && { ...page, body: sanitizeHtml(page.body) };
    });
    readers.set(id, read);
  }
  return read(locale);
}
