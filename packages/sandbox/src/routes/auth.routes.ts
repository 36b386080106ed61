import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/password.ts';
import { countries, isCountryId } from '../content/countries.ts';
import { isCurrencyId } from '../content/currencies.ts';
import type { Player } from '../db/players.repository.ts';
import { authOf, fingerprintOf } from '../http/auth.hook.ts';
import { fail, ok } from '../http/envelope.ts';
import { parseInput, validationError } from '../http/validation.ts';
import { message } from '../i18n/messages.ts';
import { ageOn, MINIMUM_AGE } from '../players/age.ts';
import { toAuthData } from '../players/authData.ts';
import { sessionOriginOf } from '../history/session.origin.ts';
import { loginSchema, registerSchema } from '../players/account.schemas.ts';
import { refuseTooMany, usernameOf } from '../http/rate.limits.ts';
import { MAX_PICKS } from '../betting/betting.limits.ts';
import type { GuardedRoutePlugin } from './route.types.ts';

const formQuerySchema = z.object({
  refId: z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).optional(),
});

/** SQLite's answer when a unique column (username or email key) already holds the value. */
const uniqueViolation = (error: unknown, column: string): boolean =>
  error instanceof Error && /UNIQUE constraint failed/.test(error.message) && error.message.includes(column);

/** Tokens, sign-up form data, login, registration and logout. */
export const authRoutes: GuardedRoutePlugin = async (app, { services, limiter, limits }) => {
  const { players, sessions, hubs, betslip } = services;

  /**
   * A guest who logs in or signs up keeps their betslip: it joins the player's. The answer's
   * message says so when some of the guest's picks found no room on a full slip.
   */
  const welcomeKeepingSlip = (request: FastifyRequest, playerId: number, welcome: string) => {
    const { session } = authOf(request);
    const leftOut = session.kind === 'anonymous' ? betslip.moveToPlayer(session.tokenHash, playerId) : 0;
    return leftOut === 0 ? welcome : `${welcome} ${message(request.locale, 'betslip.guestPicksLeftOut', { count: leftOut, max: MAX_PICKS })}`;
  };

  const tokenGuard = limiter.guard('token', limits.tokenPerClient);
  const loginGuards = [limiter.guard('login', limits.loginPerClient), limiter.guard('login-user', limits.loginPerUsername, usernameOf)];
  const accountGuard = limiter.guard('account', limits.accountPerClient);

  app.get('/token', { config: { access: 'public' }, preHandler: tokenGuard }, async (request) => {
    sessions.purgeExpired();
    return ok(sessions.create('anonymous', null, fingerprintOf(request)));
  });

  app.get('/form', async (request) => {
    parseInput(formQuerySchema, request.query, request.locale);
    return ok({ countries: countries(request.locale) });
  });

  app.post('/login', { preHandler: loginGuards }, async (request, reply) => {
    const { username, password } = parseInput(loginSchema, request.body, request.locale);
    const pair = usernameOf(request);
    const waitMs = limiter.loginBackoff.waitMs(pair);
    if (waitMs > 0) refuseTooMany(request, reply, waitMs);
    const player = players.findByUsername(username);
    const valid = player
      ? await verifyPassword(password, { salt: player.passwordSalt, hash: player.passwordHash })
      : await verifyAgainstDecoy(password);
    // The check took a while: a password changed or reset meanwhile ended every session, and one
    // made now with the old password would outlive it (16 logins racing a change kept up to 10).
    const stillTheirs = player !== null && players.findById(player.id)?.passwordHash === player.passwordHash;
    if (!player || !valid || !stillTheirs) {
      limiter.loginBackoff.failed(pair);
      return fail(message(request.locale, 'auth.invalidCredentials'));
    }
    limiter.loginBackoff.succeeded(pair);
    const fingerprint = fingerprintOf(request);
    const token = sessions.login(player.id, sessionOriginOf(request));
    const welcome = welcomeKeepingSlip(request, player.id, message(request.locale, 'auth.welcome', { name: player.name }));
    return ok(toAuthData(player, token, fingerprint), welcome);
  });

  app.post('/register', { preHandler: accountGuard }, async (request) => {
    const { locale } = request;
    const payload = parseInput(registerSchema, request.body, locale);
    if (!isCountryId(payload.country)) {
      throw validationError(locale, { country: message(locale, 'validation.unknownCountry') });
    }
    if (!isCurrencyId(payload.currencyId)) {
      throw validationError(locale, { currencyId: message(locale, 'validation.unknownCurrency') });
    }
    if (payload.birthDate && ageOn(payload.birthDate, new Date()) < MINIMUM_AGE) {
      return fail(message(locale, 'auth.underage'));
    }
    const usernameTaken = () => fail(message(locale, 'auth.usernameTaken', { username: payload.username }));
    const emailTaken = () => fail(message(locale, 'auth.emailTaken'));
    const phoneTaken = () => fail(message(locale, 'auth.phoneTaken'));
    if (players.findByUsername(payload.username)) return usernameTaken();
    if (players.isEmailTaken(payload.email)) return emailTaken();
    if (players.findByPhone(payload.phone)) return phoneTaken();

    const password = await hashPassword(payload.password);
    // Other sign-ups ran while the password hashed; the number has no unique index, so it is
    // checked again here, with nothing between the check and the insert.
    if (players.findByPhone(payload.phone)) return phoneTaken();
    let player: Player;
    try {
      player = players.insert({
        username: payload.username,
        email: payload.email,
        passwordSalt: password.salt,
        passwordHash: password.hash,
        name: payload.name,
        surname: payload.surname,
        phone: payload.phone,
        personalNo: payload.isFast ? null : (payload.PersonalNo ?? null),
        countryId: payload.country,
        currencyId: payload.currencyId,
        birthDate: payload.isFast ? null : (payload.birthDate ?? null),
        trialBonus: payload.trialBonus,
        refId: payload.refId ?? null,
        partner: payload.partner ?? null,
        subid: payload.subid ?? null,
        source: payload.source ?? null,
      });
    } catch (error) {
      // A concurrent sign-up can take the name between the check above and this insert.
      if (uniqueViolation(error, 'username_key')) return usernameTaken();
      if (uniqueViolation(error, 'email_key')) return emailTaken();
      throw error;
    }
    const fingerprint = fingerprintOf(request);
    const token = sessions.login(player.id, sessionOriginOf(request));
    return ok(toAuthData(player, token, fingerprint), welcomeKeepingSlip(request, player.id, message(locale, 'auth.registered', { name: player.name })));
  });

  app.get('/logout', { config: { access: 'player' } }, async (request) => {
    const { session } = authOf(request);
    sessions.revoke(session.tokenHash);
    hubs.closeSession(session.tokenHash, 'The session ended.');
    return ok(null, message(request.locale, 'auth.loggedOut'));
  });
};
