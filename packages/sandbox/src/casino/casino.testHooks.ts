import { formatMoney } from '../betting/betting.money.ts';
import { jackpotPotAt } from '../content/jackpots.ts';
import { NotificationType } from '../db/notifications.repository.ts';
import { fail, ok } from '../http/envelope.ts';
import { parseInput } from '../http/validation.ts';
import { message } from '../i18n/messages.ts';
import type { RoutePlugin } from '../routes/route.types.ts';
import { jackpotWinSchema, launchFailureSchema } from './casino.schemas.ts';
import { foldSearchText } from '../text/search.fold.ts';
import { PROVIDERS } from './providers.ts';

/**
 * The casino's test hooks (only with `testHooks`): make a provider's launches fail, or work again;
 * drop a jackpot level for a player, as the provider's jackpot system would.
 */
export const casinoTestHookRoutes: RoutePlugin = async (app, { services }) => {
  const publicRoute = { config: { access: 'public' as const } };

  app.post('/launch-failure', publicRoute, async (request) => {
    const { provider: named, fail: failing } = parseInput(launchFailureSchema, request.body, request.locale);
    const provider = PROVIDERS.find((candidate) =>
      typeof named === 'number' ? candidate.id === named : foldSearchText(candidate.name) === foldSearchText(named),
    );
    if (!provider) return fail(message(request.locale, 'casino.unknownProvider', { id: String(named) }));
    services.casino.setLaunchFailure(provider.id, failing);
    return ok(
      { providerId: provider.id, providerName: provider.name, fail: failing },
      message(request.locale, failing ? 'testHooks.launchFailure' : 'testHooks.launchRestored', { provider: provider.name }),
    );
  });

  // The level pays what it holds now: the balance moves (one UPDATE), then the player hears of it live
  // on frnotify (a Jackpot notification), like any money event.
  app.post('/jackpot-win', publicRoute, async (request) => {
    const { locale } = request;
    const { username, jackpot, level } = parseInput(jackpotWinSchema, request.body, locale);
    const player = services.players.findByUsername(username);
    if (!player) return fail(message(locale, 'testHooks.unknownPlayer', { username }));
    const pot = jackpotPotAt(jackpot, level, services.clock.now());
    if (pot === null) return fail(message(locale, 'casino.unknownJackpot', { jackpot, level: String(level) }));
    const minor = Math.round(pot.amount * 100);
    services.players.credit(player.id, minor);
    const amount = formatMoney(locale, minor);
    services.notifyPlayer(player.id, {
      title: message(locale, 'casino.jackpotWinTitle', { jackpot: pot.instanceName }),
      note: message(locale, 'casino.jackpotWinNote', { jackpot: pot.instanceName, level: String(level), amount }),
      type: NotificationType.Jackpot,
    });
    return ok({ jackpot: pot.instanceName, level, amount: pot.amount, balance: services.players.balanceMinor(player.id) / 100 });
  });
};
