import { z } from 'zod';
import { NotificationType } from '../db/notifications.repository.ts';
import { fail, ok } from '../http/envelope.ts';
import { parseInput } from '../http/validation.ts';
import { HUB_NAMES } from '../hub/hub.connection.ts';
import { message } from '../i18n/messages.ts';
import type { GuardedRoutePlugin } from './route.types.ts';
import { liveResult, liveStatus } from '../sportsbook/feed.views.ts';
import { WORLD_SIZES } from '../sportsbook/world.grid.ts';
import type { EventEnding, SportsWorld } from '../sportsbook/world.ts';
import { sportById, type Sport } from '../sportsbook/sports.catalog.ts';
import { hasCents } from '../betting/betting.money.ts';

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

const hostileSchema = z.object({ hostile: z.boolean({ error: 'validation.invalid' }) });
const popupSchema = z.object({ shown: z.boolean({ error: 'validation.invalid' }) });

const dropSchema = z.object({ hub: hubName().optional() });
const expireSchema = z.object({ username: z.string() });

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

const positiveId = () => z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).positive({ error: 'validation.invalid' });

const goalSchema = z.object({
  eventId: positiveId(),
  side: z.enum(['home', 'away'], { error: 'validation.option' }).default('home'),
});

const score = () =>
  z
    .number({ error: 'validation.integer' })
    .int({ error: 'validation.integer' })
    .min(0, { error: 'validation.atLeast' })
    .max(999, { error: 'validation.atMost' })
    .optional();

const finishSchema = z
  .object({
    eventId: positiveId(),
    homeScore: score(),
    awayScore: score(),
    cancelled: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .superRefine((input, context) => {
    // A score is both sides' or none; a called-off match has none.
    const given = [input.homeScore, input.awayScore].filter((value) => value !== undefined).length;
    if (given === 1) context.addIssue({ code: 'custom', path: [input.homeScore === undefined ? 'homeScore' : 'awayScore'], message: 'validation.required' });
    if (given > 0 && input.cancelled) context.addIssue({ code: 'custom', path: ['cancelled'], message: 'validation.invalid' });
  });

const oddsSchema = z.object({
  oddId: positiveId(),
  rate: z
    .number({ error: 'validation.number' })
    .min(1.01, { error: 'validation.atLeast' })
    .max(1000, { error: 'validation.atMost' })
    .refine(hasCents, { error: 'validation.cents' }),
});

/** Whether a set sport's match can end with these sets: the winner has just enough, the loser fewer. */
function isFinalScore(sport: Sport, home: number, away: number): boolean {
  if (sport.play.kind === 'timed') return true;
  const needed = Math.ceil(sport.play.bestOf / 2);
  return Math.max(home, away) === needed && Math.min(home, away) < needed;
}

const clockState = (world: SportsWorld) => ({ now: new Date(world.clock.now()).toISOString(), frozen: world.clock.frozen });

/**
 * Hooks for automated tests (registered only with `testHooks`): reset the data, push
 * notifications and raw hub messages, set balances, and cut hub connections.
 */
export const testHookRoutes: GuardedRoutePlugin = async (app, { services, limiter }) => {
  const { players, hubs, world, ticker, settlement } = services;
  const publicRoute = { config: { access: 'public' as const } };

  app.post('/reset', publicRoute, async (request) => {
    await services.reset();
    limiter.reset();
    return ok(null, message(request.locale, 'testHooks.reset'));
  });

  app.post('/cms/hostile', publicRoute, async (request) => {
    const { hostile } = parseInput(hostileSchema, request.body, request.locale);
    services.cmsFaults.hostile = hostile;
    return ok({ hostile });
  });

  app.post('/popup', publicRoute, async (request) => {
    const { shown } = parseInput(popupSchema, request.body, request.locale);
    services.popup.shown = shown;
    return ok({ shown });
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

  // A player's sessions end now, as if a day had passed: requests and hubs see an expired token.
  app.post('/sessions/expire', publicRoute, async (request) => {
    const { username } = parseInput(expireSchema, request.body, request.locale);
    const player = players.findByUsername(username);
    if (!player) return fail(message(request.locale, 'testHooks.unknownPlayer', { username }));
    return ok({ expired: services.sessions.expirePlayer(player.id) });
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

  // Ends an event now and settles its coupons: played out to its scripted score, or with a score
  // of the hook's (parts of the match unknown), or called off.
  app.post('/finish', publicRoute, async (request) => {
    const { locale } = request;
    const { eventId, homeScore, awayScore, cancelled } = parseInput(finishSchema, request.body, locale);
    const event = world.repository.find(eventId);
    const sport = event && sportById(event.sportId);
    if (!sport) return fail(message(locale, 'testHooks.unknownEvent', { id: eventId }));
    let ending: EventEnding = { kind: 'played' };
    if (cancelled) ending = { kind: 'cancelled' };
    else if (homeScore !== undefined && awayScore !== undefined) {
      if (!isFinalScore(sport, homeScore, awayScore)) {
        return fail(message(locale, 'testHooks.badFinalScore', { sport: sport.name[locale], home: homeScore, away: awayScore }));
      }
      ending = { kind: 'scored', home: homeScore, away: awayScore };
    }
    const refused = world.endNow(eventId, ending);
    if (refused === 'unknown') return fail(message(locale, 'testHooks.unknownEvent', { id: eventId }));
    if (refused === 'finished') return fail(message(locale, 'testHooks.eventFinished', { id: eventId }));
    ticker.publish();
    settlement.settleDue();
    const ended = world.repository.find(eventId);
    return ok({ eventId, result: ended?.result ? JSON.parse(ended.result) : null, cancelled: ended?.finishKind === 'cancelled' });
  });

  // Sets one offered odd's rate (until its event ends), so "odds moved" can be tested to the hundredth.
  app.post('/odds', publicRoute, async (request) => {
    const { oddId, rate } = parseInput(oddsSchema, request.body, request.locale);
    if (!world.setOddRate(oddId, rate)) return fail(message(request.locale, 'testHooks.oddNotOffered', { id: oddId }));
    ticker.publish();
    return ok({ oddId, rate });
  });
};
