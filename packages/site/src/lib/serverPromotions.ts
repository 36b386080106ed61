import { getPromotions, type Promotion } from '@oyna/sdk/content';
import { sanitizeHtml } from './sanitizeHtml';
import { cachedServerRead, serverCacheMs } from './serverFetch';

const read = cachedServerRead('promotions', serverCacheMs(), (client) => getPromotions(client));

/** The promotions page's cards for a page of `siteOrigin`, descriptions sanitised; read per language and reused like the bootstrap. */
export async function serverPromotions(locale: string, siteOrigin: string): Promise<Promotion[]> {
  const promotions = (await read(locale)) ?? [];
  return promotions.map((promotion) => ({ ...promotion, description: sanitizeHtml(promotion.description, siteOrigin) }));
}
