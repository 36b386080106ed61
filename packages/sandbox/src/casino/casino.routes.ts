import { egtJackpotCards } from '../content/jackpots.ts';
import { isCasinoCategoryId } from '../content/casinoCategories.ts';
import { authOf, playerOf } from '../http/auth.hook.ts';
import { fail, ok } from '../http/envelope.ts';
import { isSiteUrl } from '../http/trusted.origins.ts';
import { playerKey } from '../http/rate.limits.ts';
import { parseInput, validationError } from '../http/validation.ts';
import { isLocale, type Locale } from '../i18n/locale.ts';
import { message } from '../i18n/messages.ts';
import type { GuardedRoutePlugin } from '../routes/route.types.ts';
import { categoryGamesSchema, gameSearchSchema, toggleFavouriteSchema } from './casino.schemas.ts';
import { gameView, groupByProvider } from './casino.views.ts';
import type { GameRecord, GamesRepository } from './games.repository.ts';
import { LAUNCH_CALLS, type LaunchRequest } from './launch.calls.ts';
import { launchPage } from './launch.page.ts';
import { providerById } from './providers.ts';

const playerRoute = { config: { access: 'player' as const } };

/** The game's language: the launch payload's when it names tr or en, else the request's. */
function gameLocale(language: string | null, requestLocale: Locale): Locale {
  const wanted = (language ?? '').slice(0, 2).toLowerCase();
  return isLocale(wanted) ? wanted : requestLocale;
}

/** The game a payload names, if it is one of this provider's (and of the product or system named); else why not. */
function resolveGame(
  games: GamesRepository,
  locale: Locale,
  providerId: number,
  wanted: Pick<LaunchRequest, 'code' | 'productId' | 'system'>,
): { game: GameRecord } | { refusal: string } {
  const game = games.findByCode(wanted.code);
  if (!game) return { refusal: message(locale, 'casino.unknownGame', { code: wanted.code }) };
  if (game.providerId !== providerId) {
    return { refusal: message(locale, 'casino.wrongProvider', { code: game.gameCode, provider: providerById(providerId)?.name ?? String(providerId) }) };
  }
  if (wanted.productId !== undefined && wanted.productId !== String(game.productId)) {
    return { refusal: message(locale, 'casino.wrongProduct', { code: game.gameCode, productId: wanted.productId }) };
  }
  if (wanted.system !== undefined && wanted.system !== String(game.system)) {
    return { refusal: message(locale, 'casino.wrongSystem', { code: game.gameCode, system: wanted.system }) };
  }
  return { game };
}

/**
 * The casino calls of the main API: the catalogue by category, search, the player's favourites,
 * the seven launch calls and EGT's jackpot feed.
 */
export const casinoRoutes: GuardedRoutePlugin = async (app, { services, limiter, limits }) => {
  const casinoWrite = { ...playerRoute, preHandler: limiter.guard('casino-write', limits.casinoWritePerPlayer, playerKey) };
  const { casino, clock } = services;
  const { games } = casino;

  app.post('/categorygames', async (request) => {
    const { systemCategory } = parseInput(categoryGamesSchema, request.body, request.locale);
    const unknown = systemCategory.find((id) => !isCasinoCategoryId(id));
    if (unknown !== undefined) return fail(message(request.locale, 'casino.unknownCategory', { id: unknown }));
    return ok(games.inCategories([...new Set(systemCategory)]).map(gameView));
  });

  app.post('/games', async (request) => {
    const { search, live } = parseInput(gameSearchSchema, request.body, request.locale);
    return ok(groupByProvider(games.search(search, live)));
  });

  // Not in the spec's table: the player's favourite games, the latest first.
  app.get('/favorites', playerRoute, async (request) => ok(games.favourites(playerOf(request).id).map(gameView)));

  app.post('/togglefavorite', casinoWrite, async (request) => {
    const player = playerOf(request);
    const { code, providerId } = parseInput(toggleFavouriteSchema, request.body, request.locale);
    if (!providerById(providerId)) return fail(message(request.locale, 'casino.unknownProvider', { id: providerId }));
    const found = resolveGame(games, request.locale, providerId, { code });
    if ('refusal' in found) return fail(found.refusal);
    const isFavorite = games.toggleFavourite(player.id, found.game.id);
    return ok({ isFavorite }, message(request.locale, isFavorite ? 'casino.favouriteAdded' : 'casino.favouriteRemoved'));
  });

  for (const launch of LAUNCH_CALLS) {
    app.post(`/${launch.path}`, casinoWrite, async (request) => {
      const { session } = authOf(request);
      const player = playerOf(request);
      const wanted = launch.read(parseInput(launch.schema, request.body, request.locale));
      if (wanted.lobbyUrl !== null && !isSiteUrl(wanted.lobbyUrl, request, { trusted: casino.trustedOrigins, site: casino.siteOrigins })) {
        throw validationError(request.locale, { lobbyUrl: message(request.locale, 'casino.lobbyOffSite') });
      }
      const found = resolveGame(games, request.locale, launch.providerId, wanted);
      if ('refusal' in found) return fail(found.refusal);
      const { game } = found;
      const provider = providerById(launch.providerId);
      if (casino.launchFails(launch.providerId)) return fail(message(request.locale, 'casino.launchFailed', { provider: provider?.name ?? '' }));
      const locale = gameLocale(wanted.language, request.locale);
      const token = casino.sessions.open({
        loginHash: session.tokenHash,
        playerId: player.id,
        gameId: game.id,
        locale,
        mobile: wanted.mobile,
        lobbyUrl: wanted.lobbyUrl,
      });
      const url = casino.playUrl(token);
      return ok(launch.answer === 'url' ? url : launchPage(url, game.name, locale));
    });
  }

  // EGT's jackpot feed, growing on the sandbox's clock (the path is the spec's spelling).
  app.get('/eqyptquest', async () => ok(egtJackpotCards(clock.now())));
};
