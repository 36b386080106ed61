import type { FastifyRequest } from 'fastify';
import { authOf, type RequestAuth } from '../http/auth.hook.ts';
import { fail, ok } from '../http/envelope.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { parseInput } from '../http/validation.ts';
import { message } from '../i18n/messages.ts';
import type { GuardedRoutePlugin } from '../routes/route.types.ts';
import { calculateSchema, myBetsSchema, placeBetSchema, toggleOddSchema } from './betting.schemas.ts';
import type { SlipOwner } from './betslip.repository.ts';
import { refusal } from './bet.placement.ts';
import { betJson } from './bets.view.ts';

/** A guest's slip belongs to their anonymous session, a player's to the player. */
const ownerOf = ({ player, session }: RequestAuth): SlipOwner => (player ? { playerId: player.id } : { sessionHash: session.tokenHash });

/** The rate limit's key for a slip's owner. */
const slipOwnerKey = (request: FastifyRequest): string => {
  const owner = ownerOf(authOf(request));
  return 'playerId' in owner ? `player:${owner.playerId}` : `session:${owner.sessionHash}`;
};

/**
 * The betslip calls under /sbapi/api/sportsbook. Any valid token may read and change its slip;
 * placing and My Bets need a login, and a guest gets 'Please login first' as a business failure
 * (HTTP 200), never a 401: the SDK answers a guest's 401 on a betslip call with a new anonymous
 * token, which would leave the guest's slip behind.
 */
export const bettingRoutes: GuardedRoutePlugin = async (app, { services, limiter, limits }) => {
  const slipWrite = { preHandler: limiter.guard('betslip-write', limits.betslipWritePerOwner, slipOwnerKey) };
  const { betslip, placement, bets, world } = services;
  const pleaseLogin = (request: FastifyRequest) => message(request.locale, 'auth.pleaseLogin');

  app.get('/betslip', async (request) => ok(betslip.view(ownerOf(authOf(request)), request.locale)));

  app.post('/toggleOdd', slipWrite, async (request) => {
    const { oddId } = parseInput(toggleOddSchema, request.body, request.locale);
    return betslip.toggle(ownerOf(authOf(request)), oddId ?? null, request.locale);
  });

  app.post('/calculate', slipWrite, async (request) => {
    const input = parseInput(calculateSchema, request.body, request.locale);
    return betslip.calculate(ownerOf(authOf(request)), input, request.locale);
  });

  app.post('/placeBet', slipWrite, async (request) => {
    const { player } = authOf(request);
    if (!player) return refusal(pleaseLogin(request));
    const input = parseInput(placeBetSchema, request.body, request.locale);
    return placement.place(player, input, request.locale, idempotencyKeyOf(request));
  });

  app.post('/mybets', async (request) => {
    const { player } = authOf(request);
    if (!player) return fail(pleaseLogin(request));
    const { skip, take, settled } = parseInput(myBetsSchema, request.body, request.locale);
    // Reading the live world stores (and so settles) any match that has reached its end.
    world.live();
    const page = bets.page(player.id, settled, skip, take);
    return ok({ total: page.total, items: page.items.map((bet) => betJson(bet, request.locale)) });
  });
};
