import { formatMoney } from '../betting/betting.money.ts';
import { TRIAL_BONUS_AMOUNT } from '../content/bootstrap.ts';
import { NotificationType } from '../db/notifications.repository.ts';
import { playerOf } from '../http/auth.hook.ts';
import { fail, ok } from '../http/envelope.ts';
import { message } from '../i18n/messages.ts';
import type { RoutePlugin } from './route.types.ts';

/** The trial bonus in kuruş: the amount the bootstrap offers (`trialBonusAmount`, TRY). */
const TRIAL_BONUS_MINOR = Math.round(TRIAL_BONUS_AMOUNT * 100);

/** Bonuses: the trial bonus a new player is offered once their phone is verified. */
export const bonusRoutes: RoutePlugin = async (app, { services }) => {
  const { bonuses, players, clock } = services;

  app.get('/definetrialbonus', { config: { access: 'player' } }, async (request) => {
    const { locale } = request;
    const player = playerOf(request);
    if (bonuses.hasTrial(player.id)) return fail(message(locale, 'bonus.trialTaken'));
    // A proven phone number (one account each), not just an email address anyone can make up.
    if (!player.smsVerified) return fail(message(locale, 'bonus.trialNeedsPhone'));
    const bonus = bonuses.grantTrial(player.id, TRIAL_BONUS_MINOR, clock.now());
    if (!bonus) return fail(message(locale, 'bonus.trialTaken'));
    const amount = formatMoney(locale, bonus.amountMinor);
    services.notifyPlayer(player.id, {
      title: message(locale, 'bonus.trialTitle'),
      note: message(locale, 'bonus.trialNote', { amount }),
      type: NotificationType.Bonus,
    });
    return ok(
      { id: bonus.id, amount: bonus.amountMinor / 100, balance: players.balanceMinor(player.id) / 100, expiresAt: new Date(bonus.expiresAtMs).toISOString() },
      message(locale, 'bonus.trialGranted', { amount }),
    );
  });
};
