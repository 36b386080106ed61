import { z } from 'zod';
import { NotificationType } from '../db/notifications.repository.ts';
import { fail, ok } from '../http/envelope.ts';
import { parseInput } from '../http/validation.ts';
import { HUB_NAMES } from '../hub/hub.connection.ts';
import { message } from '../i18n/messages.ts';
import type { GuardedRoutePlugin } from './route.types.ts';

const text = () => z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' });
const hubName = () => z.enum(HUB_NAMES, { error: 'validation.option' });

const notifySchema = z.object({
  username: text(),
  title: text(),
  note: text(),
  type: z
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(NotificationType.Deposit, { error: 'validation.atLeast' })
    .max(NotificationType.System, { error: 'validation.atMost' }),
});

const balanceSchema = z.object({
  username: text(),
  balance: z.number({ error: 'validation.number' }).min(0, { error: 'validation.atLeast' }),
});

const dropSchema = z.object({ hub: hubName().optional() });

const pushSchema = z.object({
  hub: hubName(),
  username: text().optional(),
  command: text(),
  message: z.string({ error: 'validation.required' }),
});

/**
 * Hooks for automated tests (registered only with `testHooks`): reset the data, push
 * notifications and raw hub messages, set balances, and cut hub connections.
 */
export const testHookRoutes: GuardedRoutePlugin = async (app, { services, limiter }) => {
  const { players, hubs } = services;
  const publicRoute = { config: { access: 'public' as const } };

  app.post('/reset', publicRoute, async (request) => {
    await services.reset();
    limiter.reset();
    return ok(null, message(request.locale, 'testHooks.reset'));
  });

  app.post('/notify', publicRoute, async (request) => {
    const { username, ...notification } = parseInput(notifySchema, request.body, request.locale);
    const player = players.findByUsername(username);
    if (!player) return fail(message(request.locale, 'testHooks.unknownPlayer', { username }));
    return ok(services.notifyPlayer(player.id, notification));
  });

  app.post('/balance', publicRoute, async (request) => {
    const { username, balance } = parseInput(balanceSchema, request.body, request.locale);
    const player = players.findByUsername(username);
    if (!player) return fail(message(request.locale, 'testHooks.unknownPlayer', { username }));
    players.setBalance(player.id, balance);
    return ok({ balance: players.findById(player.id)?.balance ?? balance });
  });

  app.post('/hubs/drop', publicRoute, async (request) => {
    const { hub } = parseInput(dropSchema, request.body, request.locale);
    return ok({ dropped: hubs.drop(hub) });
  });

  app.post('/push', publicRoute, async (request) => {
    const { hub, username, command, message: text } = parseInput(pushSchema, request.body, request.locale);
    if (username === undefined) return ok({ delivered: hubs.push(hub, command, text) });
    const player = players.findByUsername(username);
    if (!player) return fail(message(request.locale, 'testHooks.unknownPlayer', { username }));
    return ok({ delivered: hubs.push(hub, command, text, { playerId: player.id }) });
  });
};
