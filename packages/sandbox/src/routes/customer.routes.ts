import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { CODE_TTL_MS } from '../account/account.limits.ts';
import { changePassword } from '../account/password.change.ts';
import { displayPhone, phoneKey } from '../account/phone.number.ts';
import { verifyPassword } from '../auth/password.ts';
import { authOf, playerOf } from '../http/auth.hook.ts';
import { fail, ok } from '../http/envelope.ts';
import { playerKey } from '../http/rate.limits.ts';
import { parseInput, type FieldLabels } from '../http/validation.ts';
import { message } from '../i18n/messages.ts';
import { changePasswordSchema, updatePhoneSchema } from '../players/account.schemas.ts';
import { codeRefusal, resendRefusal } from './account.answers.ts';
import type { GuardedRoutePlugin } from './route.types.ts';

/** The notification panel shows at most this many (spec: page size 100). */
export const NOTIFICATION_PAGE_MAX = 100;

const wholeNumber = () => z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' });

const notificationPageSchema = z.object({
  skip: wholeNumber().min(0, { error: 'validation.atLeast' }).default(0),
  take: wholeNumber()
    .min(1, { error: 'validation.atLeast' })
    .max(NOTIFICATION_PAGE_MAX, { error: 'validation.atMost' })
    .default(NOTIFICATION_PAGE_MAX),
});

const readNotificationSchema = z.object({
  id: z
    .array(wholeNumber().positive({ error: 'validation.invalid' }), { error: 'validation.required' })
    .min(1, { error: 'validation.minItems' })
    .max(NOTIFICATION_PAGE_MAX, { error: 'validation.maxItems' }),
});

const PHONE_LABELS: FieldLabels = { code: 'field.verificationCode' };
const PASSWORD_LABELS: FieldLabels = { password: 'field.newPassword' };

/** The number a phone verification call names, one key however it is written. */
const phoneTarget = (request: FastifyRequest): string => {
  const body = request.body as { phone?: unknown } | undefined;
  return typeof body?.phone === 'string' ? `phone:${phoneKey(body.phone)}` : `client:${request.ip}`;
};

/** The logged-in player's account area: notifications, phone verification, password change. */
export const customerRoutes: GuardedRoutePlugin = async (app, { services, limiter, limits }) => {
  const { notifications, players, codes, outbox, clock } = services;

  app.post('/notification', { config: { access: 'player' } }, async (request) => {
    const player = playerOf(request);
    const { skip, take } = parseInput(notificationPageSchema, request.body, request.locale);
    return ok(notifications.list(player.id, skip, take));
  });

  app.post('/readnotification', { config: { access: 'player' } }, async (request) => {
    const player = playerOf(request);
    const { id } = parseInput(readNotificationSchema, request.body, request.locale);
    return notifications.markRead(player.id, id)
      ? ok(null, message(request.locale, 'notifications.marked'))
      : fail(message(request.locale, 'notifications.notFound'));
  });

  const sendGuards = [
    limiter.guard('code-send', limits.codeSendPerClient),
    limiter.guard('code-send-target', limits.codeSendPerTarget, phoneTarget),
  ];
  const checkGuards = [limiter.guard('code-check', limits.codeCheckPerClient)];
  // Step 1 sends an SMS and counts as a send, anything else as a check.
  const phoneGuards: preHandlerAsyncHookHandler = async function (request, reply) {
    const { step } = (request.body ?? {}) as { step?: unknown };
    for (const guard of step === 1 ? sendGuards : checkGuards) await guard.call(this, request, reply);
  };

  app.post('/updatephone', { config: { access: 'player' }, preHandler: phoneGuards }, async (request) => {
    const { locale } = request;
    const player = playerOf(request);
    const payload = parseInput(updatePhoneSchema, request.body, locale, PHONE_LABELS);
    const owner = players.findByPhone(payload.phone);
    if (owner && owner.id !== player.id) return fail(message(locale, 'phone.taken'));
    const subject = String(player.id);
    const target = phoneKey(payload.phone);
    const now = clock.now();

    if (payload.step === 1) {
      if (owner && player.smsVerified) return fail(message(locale, 'phone.alreadyVerified'));
      const issued = await codes.issue({ purpose: 'phone', subject, playerId: player.id, target, now });
      if (!issued.sent) return resendRefusal(request, issued.waitMs);
      outbox.send({
        channel: 'sms',
        to: payload.phone,
        playerId: player.id,
        text: message(locale, 'phone.sms', { code: issued.code, minutes: CODE_TTL_MS / 60_000 }),
        code: issued.code,
        now,
      });
      return ok(null, message(locale, 'phone.codeSent', { phone: displayPhone(payload.phone) }));
    }

    const result = await codes.check('phone', subject, payload.code, now, { consume: true, target });
    if (result.kind === 'otherTarget') return fail(message(locale, 'phone.otherNumber', { phone: displayPhone(result.target) }));
    if (result.kind !== 'ok') return codeRefusal(request, result);
    // Another player may have verified the number while this code waited.
    const taken = players.findByPhone(payload.phone);
    if (taken && taken.id !== player.id) return fail(message(locale, 'phone.taken'));
    players.setVerifiedPhone(player.id, payload.phone);
    return ok(null, message(locale, 'phone.verified'));
  });

  app.post(
    '/changepassword',
    { config: { access: 'player' }, preHandler: limiter.guard('password-change', limits.passwordChangePerPlayer, playerKey) },
    async (request) => {
      const { locale } = request;
      const player = playerOf(request);
      const { oldPassword, password } = parseInput(changePasswordSchema, request.body, locale, PASSWORD_LABELS);
      const stored = { salt: player.passwordSalt, hash: player.passwordHash };
      if (!(await verifyPassword(oldPassword, stored))) return fail(message(locale, 'password.wrongOld'));
      if (password.normalize('NFC') === oldPassword.normalize('NFC')) return fail(message(locale, 'password.sameAsOld'));
      await changePassword(services, player, password, authOf(request).session.tokenHash, locale);
      return ok(null, message(locale, 'password.changed'));
    },
  );
};
