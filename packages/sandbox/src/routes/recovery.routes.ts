import type { FastifyRequest } from 'fastify';
import { CODE_TTL_MS } from '../account/account.limits.ts';
import { changePassword } from '../account/password.change.ts';
import { ok } from '../http/envelope.ts';
import { parseInput, type FieldLabels } from '../http/validation.ts';
import { message } from '../i18n/messages.ts';
import { recoveryCodeSchema, recoveryPasswordSchema, recoveryUsernameSchema } from '../players/account.schemas.ts';
import { foldUsername } from '../players/username.fold.ts';
import { codeRefusal, resendRefusal } from './account.answers.ts';
import type { GuardedRoutePlugin } from './route.types.ts';

const LABELS: FieldLabels = { code: 'field.resetCode', password: 'field.newPassword', password2: 'field.newPassword2' };

/** The username a recovery call names, folded as lookups fold it. */
const recoveryTarget = (request: FastifyRequest): string => {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? `user:${foldUsername(body.username)}` : `client:${request.ip}`;
};

/**
 * Password recovery: a code mailed to the account's address (listed in the outbox), checked, then
 * traded for a new password. No answer tells whether a username exists: a name nobody has gets the
 * same answers, waits and tries, only no mail goes out.
 */
export const recoveryRoutes: GuardedRoutePlugin = async (app, { services, limiter, limits }) => {
  const { players, codes, outbox, clock } = services;
  const sendGuards = [
    limiter.guard('code-send', limits.codeSendPerClient),
    limiter.guard('code-send-target', limits.codeSendPerTarget, recoveryTarget),
  ];
  const checkGuard = limiter.guard('code-check', limits.codeCheckPerClient);

  app.post('/sendresetpassword', { preHandler: sendGuards }, async (request) => {
    const { locale } = request;
    const { username } = parseInput(recoveryUsernameSchema, request.body, locale);
    const player = players.findByUsername(username);
    const now = clock.now();
    const issued = await codes.issue({ purpose: 'reset', subject: foldUsername(username), playerId: player?.id ?? null, target: player?.email ?? '', now });
    if (!issued.sent) return resendRefusal(request, issued.waitMs);
    if (player) {
      const minutes = CODE_TTL_MS / 60_000;
      outbox.send({
        channel: 'mail',
        to: player.email,
        playerId: player.id,
        subject: message(locale, 'recovery.mailSubject'),
        text: message(locale, 'recovery.mailText', { name: player.name, username: player.username, code: issued.code, minutes }),
        code: issued.code,
        now,
      });
    }
    return ok(null, message(locale, 'recovery.sent'));
  });

  app.post('/checkresetcode', { preHandler: checkGuard }, async (request) => {
    const { username, code } = parseInput(recoveryCodeSchema, request.body, request.locale, LABELS);
    const result = await codes.check('reset', foldUsername(username), code, clock.now(), { consume: false });
    if (result.kind === 'otherTarget') return codeRefusal(request, { kind: 'none' });
    if (result.kind !== 'ok') return codeRefusal(request, result);
    return ok(null, message(request.locale, 'recovery.codeAccepted'));
  });

  app.post('/changepasswordwithcode', { preHandler: checkGuard }, async (request) => {
    const { locale } = request;
    const { username, code, password } = parseInput(recoveryPasswordSchema, request.body, locale, LABELS);
    const result = await codes.check('reset', foldUsername(username), code, clock.now(), { consume: true });
    if (result.kind === 'otherTarget') return codeRefusal(request, { kind: 'none' });
    if (result.kind !== 'ok') return codeRefusal(request, result);
    // Only a real account's code can be right: a name nobody has was never sent its code.
    const player = players.findByUsername(username);
    if (!player) return codeRefusal(request, { kind: 'none' });
    await changePassword(services, player, password, null, locale);
    return ok(null, message(locale, 'recovery.passwordChanged'));
  });
};
