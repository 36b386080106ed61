import { z } from 'zod';
import { OUTBOX_CSP, outboxPage } from '../account/outbox.page.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validation.ts';
import type { RoutePlugin } from './route.types.ts';

const RECIPIENT_MAX = 200;
const pageQuery = z.object({ to: z.string().max(RECIPIENT_MAX).optional() });
const hookQuery = z.object({ to: z.string({ error: 'validation.invalid' }).max(RECIPIENT_MAX, { error: 'validation.maxLength' }).optional() });

/**
 * The developer outbox page, `GET /outbox` (`?to=` one recipient): every SMS code and mail the
 * sandbox sent. It shows codes, so it exists only when the sandbox runs with `outbox` (or test hooks).
 */
export const outboxRoutes: RoutePlugin = async (app, { services }) => {
  app.get('/outbox', { config: { access: 'public' } }, async (request, reply) => {
    const query = pageQuery.safeParse(request.query);
    const to = query.success ? (query.data.to ?? '').trim() : '';
    return reply
      .header('content-security-policy', OUTBOX_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxPage(services.outbox.list(to), to, request.locale));
  });
};

/** `GET /__test/outbox?to=`: the same messages as JSON, for tests that must read a code. */
export const outboxTestHookRoutes: RoutePlugin = async (app, { services }) => {
  app.get('/outbox', { config: { access: 'public' } }, async (request) => {
    const { to } = parseInput(hookQuery, request.query, request.locale);
    return ok(services.outbox.list(to));
  });
};
