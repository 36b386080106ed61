import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RoutePlugin } from '../routes/route.types.ts';
import { paymentPage, PAYMENT_PAGE_CSP } from './paymentPage.page.ts';
import { PAYMENT_PAGE_PATH, type PageState } from './payments.service.ts';

const tokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

/**
 * The payment pages deposits send players to (`/pay/{token}`), as a provider's hosted checkout: the
 * unguessable token in the address is the only key, and it pays only the deposit it was made for.
 * Confirm and Cancel are plain form posts; the answer is a redirect back to the page (no resubmit
 * on reload).
 */
export const paymentPageRoutes: RoutePlugin = async (app, { services }) => {
  const { payments } = services;
  const publicRoute = { config: { access: 'public' as const } };
  // The page's buttons post an empty form; nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  const tokenOf = (params: unknown): string | null => {
    const parsed = tokenSchema.safeParse(params);
    return parsed.success ? parsed.data.token : null;
  };
  const send = (reply: FastifyReply, state: PageState, locale: Parameters<typeof paymentPage>[1], token: string | null) => {
    // Helmet's API-wide policy forbids pages; this one is a page, still never framed.
    return reply
      .code(state.kind === 'unknown' ? 404 : 200)
      .header('content-security-policy', PAYMENT_PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(paymentPage(state, locale, `${PAYMENT_PAGE_PATH}/${token ?? ''}`));
  };

  app.get('/:token', publicRoute, async (request, reply) => {
    const token = tokenOf(request.params);
    return send(reply, token ? payments.page(token) : { kind: 'unknown' }, request.locale, token);
  });

  for (const [action, run] of [
    ['confirm', (token: string) => payments.confirmPage(token)],
    ['cancel', (token: string) => payments.cancelPage(token)],
  ] as const) {
    app.post(`/:token/${action}`, publicRoute, async (request, reply) => {
      const token = tokenOf(request.params);
      const state = token ? run(token) : ({ kind: 'unknown' } as const);
      if (state.kind === 'unknown') return send(reply, state, request.locale, token);
      return reply.code(303).header('location', `${PAYMENT_PAGE_PATH}/${token}`).send();
    });
  }
};
