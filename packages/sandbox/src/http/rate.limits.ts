import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { message } from '../i18n/messages.ts';
import { foldUsername } from '../players/username.fold.ts';
import { TooManyRequestsError } from './errors.ts';
import { DEFAULT_LOGIN_BACKOFF, LoginBackoff, type LoginBackoffOptions } from './login.backoff.ts';

export interface Limit {
  /** Requests allowed in one window. */
  max: number;
  windowMs: number;
}

/** How often a client (by address) or an account (by username) may knock. */
export interface RateLimits {
  /** Logins per client address. */
  loginPerClient: Limit;
  /**
   * Logins per username from one address: a ceiling on top of the growing waits of `loginBackoff`.
   * Counted per address too, so nobody can lock an account's owner out from elsewhere.
   */
  loginPerUsername: Limit;
  /** Growing waits after wrong passwords, per username and address together. */
  loginBackoff: LoginBackoffOptions;
  /** Anonymous tokens per client address (`auth/token` is public). */
  tokenPerClient: Limit;
  /** Sign-ups per client address. */
  accountPerClient: Limit;
  /** Calls that send a code (an SMS to a phone, a reset mail) per client address. */
  codeSendPerClient: Limit;
  /**
   * Calls that send a code to one phone number or for one username, from any address and any
   * account: nobody floods a number or a mailbox, however many addresses or accounts they use.
   */
  codeSendPerTarget: Limit;
  /** Code checks (phone verification, recovery) per client address, on top of each code's own tries. */
  codeCheckPerClient: Limit;
  /** Password changes per player (each checks the current password). */
  passwordChangePerPlayer: Limit;
  /** Call requests per client address. */
  callRequestPerClient: Limit;
  /** Deposits and withdrawals per player: each writes a payment record (3,178 in 10 s wrote 5.3 MB). */
  paymentPerPlayer: Limit;
  /** Game launches and favourite toggles per player: a launch opens a game session. */
  casinoWritePerPlayer: Limit;
  /** Slip changes and bets per slip owner: a player, or a guest's anonymous token. */
  betslipWritePerOwner: Limit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerClient: { max: 20, windowMs: 60_000 },
  loginPerUsername: { max: 30, windowMs: 15 * 60_000 },
  loginBackoff: DEFAULT_LOGIN_BACKOFF,
  tokenPerClient: { max: 60, windowMs: 60_000 },
  accountPerClient: { max: 10, windowMs: 10 * 60_000 },
  codeSendPerClient: { max: 10, windowMs: 10 * 60_000 },
  codeSendPerTarget: { max: 5, windowMs: 60 * 60_000 },
  codeCheckPerClient: { max: 30, windowMs: 10 * 60_000 },
  passwordChangePerPlayer: { max: 10, windowMs: 15 * 60_000 },
  callRequestPerClient: { max: 5, windowMs: 60 * 60_000 },
  paymentPerPlayer: { max: 30, windowMs: 60_000 },
  casinoWritePerPlayer: { max: 60, windowMs: 60_000 },
  betslipWritePerOwner: { max: 600, windowMs: 60_000 },
};

export interface RateLimiter {
  /** A pre-handler that refuses with 429 once `limit` is spent for the request's key. */
  guard(name: string, limit: Limit, keyOf?: (request: FastifyRequest) => string): preHandlerAsyncHookHandler;
  /** The waits after wrong passwords, forgotten with every count at `reset`. */
  readonly loginBackoff: LoginBackoff;
  /** Forgets every count (the test hook `reset` starts afresh). */
  reset(): void;
}

const clientOf = (request: FastifyRequest) => request.ip;

/** The username a login names (folded as lookups fold it) and the address it comes from. */
export const usernameOf = (request: FastifyRequest): string => {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? `user:${foldUsername(body.username)}|${request.ip}` : `client:${request.ip}`;
};

/** The logged-in player (by id), or the address for a call without one. */
export const playerKey = (request: FastifyRequest): string => `player:${request.auth?.player?.id ?? request.ip}`;

/** Refuses with 429, telling the client (`Retry-After` and the message) how many seconds to wait. */
export function refuseTooMany(request: FastifyRequest, reply: FastifyReply, waitMs: number): never {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  throw new TooManyRequestsError(message(request.locale, 'http.tooManyRequests', { seconds }));
}

/** Rate limits in the envelope, counted by @fastify/rate-limit's store. */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<RateLimiter> {
  await app.register(rateLimit, { global: false });
  const loginBackoff = new LoginBackoff(limits.loginBackoff);
  // Counts live in the store until their window ends; a new epoch simply starts new keys.
  let epoch = 0;
  return {
    guard(name, limit, keyOf = clientOf) {
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.windowMs,
        keyGenerator: (request) => `${epoch}:${name}:${keyOf(request)}`,
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        refuseTooMany(request, reply, result.ttlInSeconds * 1000);
      };
    },
    loginBackoff,
    reset() {
      epoch += 1;
      loginBackoff.clear();
    },
  };
}
