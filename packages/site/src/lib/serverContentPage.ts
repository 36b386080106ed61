import { getContentPage, type ContentPage } from '@oyna/sdk/content';
import { sanitizeHtml } from './sanitizeHtml';
import { cachedServerRead, serverCacheMs } from './serverFetch';

const readers = new Map<number, (locale: string) => Promise<ContentPage | null>>();

/**
 * A content page ready to render in a page of `siteOrigin`, its body sanitised; read per language and
 * reused like the bootstrap. Callers pass only ids the bootstrap lists, so the cache stays as small
 * as the CMS.
 */
export async function serverContentPage(id: number, locale: string, siteOrigin: string): Promise<ContentPage | null> {
  let read = readers.get(id);
  if (!read) {
    read = cachedServerRead(`content page ${id}`, serverCacheMs(), (client) => getContentPage(client, id));
    readers.set(id, read);
  }
  const page = await read(locale);
  return page && { ...page, body: sanitizeHtml(page.body, siteOrigin) };
}
