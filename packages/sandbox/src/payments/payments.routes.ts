import { playerOf } from '../http/auth.hook.ts';
import { fail, ok } from '../http/envelope.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { playerKey } from '../http/rate.limits.ts';
import { parseInput, type FieldLabels } from '../http/validation.ts';
import { message } from '../i18n/messages.ts';
import type { GuardedRoutePlugin } from '../routes/route.types.ts';
import { findMethod, methodsFor } from './payment.methods.ts';
import { detailSchema, methodsQuerySchema, paymentSchema } from './payments.schemas.ts';
import { fieldJson, methodJson } from './payments.views.ts';

/**
 * The payment calls under /api/payment: the methods (not in the spec's table, designed here), a
 * method's field list, deposit and withdraw. All but the list need a logged-in player; deposit and
 * withdraw take an Idempotency-Key as placing a bet does.
 */
// A payment's `id` is its method's, not a notification's.
const LABELS: FieldLabels = { id: 'field.paymentMethod' };

export const paymentRoutes: GuardedRoutePlugin = async (app, { services, limiter, limits }) => {
  const { payments } = services;
  const playerOnly = { config: { access: 'player' as const } };
  const paymentWrite = { ...playerOnly, preHandler: limiter.guard('payment', limits.paymentPerPlayer, playerKey) };

  app.get('/methods', async (request) => {
    const { type } = parseInput(methodsQuerySchema, request.query, request.locale);
    return ok(methodsFor(type).map((method) => methodJson(method, request.locale)));
  });

  app.post('/detail', playerOnly, async (request) => {
    const { id, type } = parseInput(detailSchema, request.body, request.locale, LABELS);
    const method = findMethod(id, type);
    if (!method) return fail(message(request.locale, 'payments.unknownMethod', { id }));
    return ok(method.fields.map((field) => fieldJson(field, request.locale)));
  });

  app.post('/deposit', paymentWrite, async (request) => {
    const player = playerOf(request);
    const input = parseInput(paymentSchema, request.body, request.locale, LABELS);
    return payments.deposit(player, input, request.locale, idempotencyKeyOf(request));
  });

  app.post('/withdraw', paymentWrite, async (request) => {
    const player = playerOf(request);
    const input = parseInput(paymentSchema, request.body, request.locale, LABELS);
    return payments.withdraw(player, input, request.locale, idempotencyKeyOf(request));
  });
};
