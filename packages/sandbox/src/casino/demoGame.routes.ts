import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { AuthenticationError } from '../http/errors.ts';
import { fail, ok } from '../http/envelope.ts';
import { parseInput, validationError } from '../http/validation.ts';
import { message } from '../i18n/messages.ts';
import type { RoutePlugin } from '../routes/route.types.ts';
import { gameArtUrl, providerArtUrl } from './art.urls.ts';
import { roundSchema } from './casino.schemas.ts';
import { demoGameCsp, demoGamePage } from './demoGame.page.ts';
import { flyCrash, spinSlot, winMinor, type Random } from './demoGame.rules.ts';
import { providerById } from './providers.ts';

/** Where the demo game's page sends its rounds, under the game origin. */
export const ROUND_PATH = '/games/api/round';

const playQuerySchema = z.object({ session: z.string().max(100).optional() });

const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * The demo games a launch opens, as a provider would serve them on its own origin: the page
 * (`/games/play?session=`) and its rounds (`/games/api/round`). The game session token stands for
 * the player here; the player's own token never reaches the game.
 */
export const demoGameRoutes: RoutePlugin = async (app, { services }) => {
  const publicRoute = { config: { access: 'public' as const } };
  const { casino, players } = services;

  app.get('/play', publicRoute, async (request, reply) => {
    const query = playQuerySchema.safeParse(request.query);
    const token = query.success ? (query.data.session ?? '') : '';
    const session = token ? casino.sessions.use(token) : null;
    const game = session ? casino.games.findById(session.gameId) : null;
    const player = session ? players.findById(session.playerId) : null;
    const locale = session?.locale ?? request.locale;
    const page = demoGamePage({
      locale,
      mobile: session?.mobile ?? false,
      endedMessage: message(locale, 'casino.sessionEnded'),
      game:
        session && game && player
          ? {
              session: token,
              name: game.name,
              providerName: providerById(game.providerId)?.name ?? '',
              kind: game.demo,
              artUrl: game.hasArt ? gameArtUrl(game.gameCode) : providerArtUrl(game.providerId),
              balance: player.balance,
              roundUrl: `${casino.gameOrigin}${ROUND_PATH}`,
              lobbyUrl: session.lobbyUrl,
            }
          : null,
    });
    // Helmet's API-wide policy forbids pages and framing; this page is made to be framed.
    reply.removeHeader('x-frame-options');
    // An ended session is a page that says so, not an error: it sits in someone else's frame.
    return reply
      .header('content-security-policy', demoGameCsp(casino.gameOrigin))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page);
  });

  // One round, settled at once: the stake taken and the win paid in one step, never below zero.
  app.post('/api/round', publicRoute, async (request) => {
    const { session: token, stake, cashOut } = parseInput(roundSchema, request.body, request.locale);
    const session = casino.sessions.use(token);
    const game = session ? casino.games.findById(session.gameId) : null;
    if (!session || !game) throw new AuthenticationError(message(request.locale, 'casino.sessionEnded'));
    const locale = session.locale;
    if (game.demo === 'slot' && cashOut !== undefined) throw validationError(locale, { cashOut: message(locale, 'casino.cashOutOnlyForCrash') });
    if (game.demo === 'crash' && cashOut === undefined) throw validationError(locale, { cashOut: message(locale, 'casino.cashOutRequired') });
    const stakeMinor = Math.round(stake * 100);
    const outcome = game.demo === 'crash' ? { kind: 'crash' as const, ...flyCrash(cryptoRandom, cashOut ?? 0) } : { kind: 'slot' as const, ...spinSlot(cryptoRandom) };
    const win = winMinor(stakeMinor, outcome.multiplier);
    const settled = casino.sessions.settle(session, stakeMinor, win, outcome);
    if (!settled) return fail(message(locale, 'casino.insufficientBalance'));
    return ok({ ...outcome, roundId: settled.id, stake: stakeMinor / 100, win: win / 100, balance: settled.balanceMinor / 100 });
  });
};
