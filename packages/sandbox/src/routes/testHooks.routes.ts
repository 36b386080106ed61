import { z } from 'zod';
import { NotificationType } from '../db/notifications.repository.ts';
import { fail, ok } from '../http/envelope.ts';
import { parseInput } from '../http/validation.ts';
import { HUB_NAMES } from '../hub/hub.connection.ts';
import { message } from '../i18n/messages.ts';
import type { GuardedRoutePlugin } from './route.types.ts';
import { liveResult, liveStatus } from '../sportsbook/feed.views.ts';
import { WORLD_SIZES } from '../sportsbook/world.grid.ts';
import type { SportsWorld } from '../sportsbook/world.ts';

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

/** The longest single clock step: the world's 7-day horizon. */
export const CLOCK_STEP_MAX_MINUTES = 7 * 24 * 60;

const clockSchema = z.object({
  advanceMinutes: z
    .number({ error: 'validation.number' })
    .min(0, { error: 'validation.atLeast' })
    .max(CLOCK_STEP_MAX_MINUTES, { error: 'validation.atMost' })
    .optional(),
  freeze: z.boolean({ error: 'validation.invalid' }).optional(),
});

const worldSchema = z.object({
  seed: z
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.atLeast' })
    .max(999_999_999, { error: 'validation.atMost' })
    .optional(),
  world: z.enum(WORLD_SIZES, { error: 'validation.option' }).optional(),
  at: z.iso.datetime({ offset: true, error: 'validation.date' }).optional(),
  freeze: z.boolean({ error: 'validation.invalid' }).optional(),
});

const goalSchema = z.object({
  eventId: z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).positive({ error: 'validation.invalid' }),
  side: z.enum(['home', 'away'], { error: 'validation.option' }).default('home'),
});

const clockState = (world: SportsWorld) => ({ now: new Date(world.clock.now()).toISOString(), frozen: world.clock.frozen });

/**
 * Hooks for automated tests (registered only with `testHooks`): reset the data, push
 * notifications and raw hub messages, set balances, and cut hub connections.
 */
export const testHookRoutes: GuardedRoutePlugin = async (app, { services, limiter }) => {
  const { players, hubs, world, ticker } = services;
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

  app.get('/clock', publicRoute, async () => ok(clockState(world)));

  // Moves the sandbox's clock forward (or freezes it) and pushes the resulting LiveUpdate at once.
  app.post('/clock', publicRoute, async (request) => {
    const { advanceMinutes, freeze } = parseInput(clockSchema, request.body, request.locale);
    if (freeze !== undefined) world.freeze(freeze);
    if (advanceMinutes) world.advance(Math.round(advanceMinutes * 60_000));
    ticker.publish();
    return ok(clockState(world));
  });

  // A new world: another seed or size, the clock at `at` (or now), frozen or running.
  app.post('/world', publicRoute, async (request) => {
    const { seed, world: size, at, freeze } = parseInput(worldSchema, request.body, request.locale);
    world.recreate({
      ...(seed === undefined ? {} : { seed }),
      ...(size === undefined ? {} : { size }),
      ...(at === undefined ? {} : { clockStart: Date.parse(at) }),
      ...(freeze === undefined ? {} : { clockFrozen: freeze }),
    });
    ticker.rebase();
    return ok({ seed: world.seed, world: world.size, ...clockState(world) });
  });

  // A goal for one side of a live event, now: the event is suspended for a moment, then reopens.
  app.post('/goal', publicRoute, async (request) => {
    const { eventId, side } = parseInput(goalSchema, request.body, request.locale);
    if (!world.forceGoal(eventId, side)) return fail(message(request.locale, 'testHooks.goalRefused', { id: eventId }));
    ticker.publish();
    const view = world.live().byId.get(eventId);
    return ok(view ? { result: liveResult(view), eventStatus: liveStatus(view) } : null);
  });
};
