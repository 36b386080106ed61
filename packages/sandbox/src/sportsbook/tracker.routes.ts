import { z } from 'zod';
import { isLocale, type Locale } from '../i18n/locale.ts';
import type { RoutePlugin } from '../routes/route.types.ts';
import { TRACKER_CSP, TRACKER_VARIANTS, trackerPage } from './tracker.page.ts';
import { trackerState } from './tracker.state.ts';

const querySchema = z.object({ feedId: z.string().optional(), lang: z.string().optional() });

/** The tracker's language: `lang` when it is tr or en, else tr (the site always asks for tr). */
const trackerLocale = (lang: string | undefined): Locale => {
  const wanted = (lang ?? '').toLowerCase();
  return isLocale(wanted) ? wanted : 'tr';
};

/**
 * The match tracker partners embed in an iframe: GET /tracker/desktop and /tracker/mobile with
 * `?feedId=&lang=`, and the state the page polls. Public: an iframe sends no token.
 */
export const trackerRoutes: RoutePlugin = async (app, { services }) => {
  const publicRoute = { config: { access: 'public' as const } };

  app.get('/state', publicRoute, async (request, reply) => {
    const query = querySchema.safeParse(request.query);
    const { feedId = '', lang } = query.success ? query.data : {};
    reply.header('cache-control', 'no-store');
    return trackerState(services.world, feedId, trackerLocale(lang));
  });

  for (const variant of TRACKER_VARIANTS) {
    app.get(`/${variant}`, publicRoute, async (request, reply) => {
      const query = querySchema.safeParse(request.query);
      const { feedId = '', lang } = query.success ? query.data : {};
      const locale = trackerLocale(lang);
      const state = trackerState(services.world, feedId, locale);
      const stateUrl = `/tracker/state?feedId=${encodeURIComponent(feedId)}&lang=${locale}`;
      // Helmet's API-wide policy forbids pages and framing; this page is meant to be framed.
      reply.removeHeader('x-frame-options');
      // An unknown feed id is a friendly page, not an error: it sits in someone else's page.
      return reply
        .header('content-security-policy', TRACKER_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(trackerPage({ state, variant, locale, stateUrl }));
    });
  }
};
