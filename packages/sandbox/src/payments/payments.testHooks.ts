import { fail, ok } from '../http/envelope.ts';
import { parseInput } from '../http/validation.ts';
import { message } from '../i18n/messages.ts';
import type { RoutePlugin } from '../routes/route.types.ts';
import { settleSchema } from './payments.schemas.ts';
import { paymentRecordJson } from './payments.views.ts';

/**
 * The payments' test hook (only with `testHooks`), standing in for the operator's back office:
 * approves or rejects a player's waiting payment (the one named, or the newest).
 */
export const paymentTestHookRoutes: RoutePlugin = async (app, { services }) => {
  const { players, payments, financial } = services;
  const publicRoute = { config: { access: 'public' as const } };

  app.post('/settle', publicRoute, async (request) => {
    const { username, recordId, approve } = parseInput(settleSchema, request.body, request.locale);
    const player = players.findByUsername(username);
    if (!player) return fail(message(request.locale, 'testHooks.unknownPlayer', { username }));
    const record = recordId === undefined ? financial.newestOpen(player.id) : financial.findById(recordId);
    const settled = record && record.playerId === player.id ? payments.settle(record, approve) : null;
    if (!settled) return fail(message(request.locale, 'payments.noPending', { username }));
    return ok(paymentRecordJson(settled), message(request.locale, 'payments.settled', { id: settled.id, status: settled.status }));
  });
};
