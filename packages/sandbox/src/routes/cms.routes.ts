import { buildBootstrap } from '../content/bootstrap.ts';
import { bannerSvg, iconSvg } from '../content/artwork.svg.ts';
import { casinoCategoryIcon } from '../content/casinoCategories.ts';
import { coverScript } from '../content/coverScript.ts';
import { BANNER_SIZES } from '../content/media.ts';
import { chatScript } from '../content/chatScript.ts';
import { HOSTILE_PAGE_ID, HOSTILE_PROMOTION_ID, hostileHtml } from '../content/hostile.ts';
import { popupArt } from '../content/popup.ts';
import { promotionArt, promotionList, type Promotion } from '../content/promotions.ts';
import { slideArt } from '../content/sliders.ts';
import { authOf } from '../http/auth.hook.ts';
import { fail, ok } from '../http/envelope.ts';
import { parseInput, type FieldLabels } from '../http/validation.ts';
import { message } from '../i18n/messages.ts';
import { contentPage } from '../content/pages.ts';
import { callRequestSchema } from '../players/account.schemas.ts';
import { z } from 'zod';
import type { GuardedRoutePlugin } from './route.types.ts';

const contentParams = z.object({ id: z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).positive({ error: 'validation.integer' }) });

const SVG_HEADERS = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

const CALL_LABELS: FieldLabels = { name: 'field.fullName' };
const CONTENT_LABELS: FieldLabels = { id: 'field.pageId' };

const svgName = (file: string): string | null => (file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : null);

/** Start-up data, the cover script, the artwork the content refers to, and call requests. */
export const cmsRoutes: GuardedRoutePlugin = async (app, { services, limiter, limits }) => {
  // Jackpots grow on the sandbox's clock, which the test hooks move.
  app.get('/grouped', async (request) => {
    const bootstrap = buildBootstrap(request.locale, services.clock.now());
    return ok(services.popup.shown ? bootstrap : { ...bootstrap, popup: null });
  });

  app.get('/coveryjs', async () => ok(coverScript));

  // Not in the spec's call table: the body of a content page (/pages/{id}), as a CMS would serve it.
  app.get('/content/:id', async (request, reply) => {
    const { id } = parseInput(contentParams, request.params, request.locale, CONTENT_LABELS);
    const page = contentPage(id, request.locale);
    if (!page) return reply.code(404).send(fail(message(request.locale, 'cms.contentNotFound', { id })));
    if (services.cmsFaults.hostile && id === HOSTILE_PAGE_ID) return ok({ ...page, body: page.body + hostileHtml(request.locale) });
    return ok(page);
  });

  // Not in the spec's call table: the promotions page's cards and their detail, as a CMS would serve them.
  app.get('/promotions', async (request) => {
    const { locale } = request;
    const list: Promotion[] = promotionList(locale);
    if (!services.cmsFaults.hostile) return ok(list);
    const [first] = list;
    const hostile: Promotion = { id: HOSTILE_PROMOTION_ID, title: first?.title ?? '', images: first?.images ?? [], description: hostileHtml(locale) };
    return ok([...list, hostile]);
  });

  // The live chat vendor's script, stood in for: loaded by a <script src>, which sends no token.
  app.get('/chat/widget.js', { config: { access: 'public' } }, async (_request, reply) =>
    reply.headers({ 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' }).send(chatScript),
  );

  // Images are fetched by <img> tags, which cannot send a bearer token.
  app.get<{ Params: { name: string; file: string } }>(
    '/media/banner/:name/:file',
    { config: { access: 'public' } },
    async (request, reply) => {
      const art = slideArt(request.params.name) ?? popupArt(request.params.name) ?? promotionArt(request.params.name);
      const size = BANNER_SIZES.find(({ width, height }) => `${width}x${height}` === svgName(request.params.file));
      if (!art || !size) return reply.callNotFound();
      return reply.headers(SVG_HEADERS).send(bannerSvg(art, size.width, size.height));
    },
  );

  app.get<{ Params: { file: string } }>('/media/icon/:file', { config: { access: 'public' } }, async (request, reply) => {
    const name = svgName(request.params.file);
    const icon = name ? casinoCategoryIcon(name) : null;
    if (!icon) return reply.callNotFound();
    return reply.headers(SVG_HEADERS).send(iconSvg(icon));
  });

  // Visitors may ask for a call too: any token will do, a player's links the request to them.
  app.post('/callme', { preHandler: limiter.guard('call-request', limits.callRequestPerClient) }, async (request) => {
    const { locale } = request;
    const { name, message: text, contacts } = parseInput(callRequestSchema, request.body, locale, CALL_LABELS);
    services.callRequests.insert({ playerId: authOf(request).player?.id ?? null, name, message: text, contacts, locale, now: services.clock.now() });
    return ok(null, message(locale, 'callme.received'));
  });
};
