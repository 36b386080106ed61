import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Player, PlayersRepository } from '../db/players.repository.ts';
import type { Session, SessionsRepository } from '../db/sessions.repository.ts';
import { pickLocale, type Locale } from '../i18n/locale.ts';
import { message } from '../i18n/messages.ts';
import { AuthenticationError } from './errors.ts';

/**
 * Who may call a route: anyone (`public`), any valid token, anonymous or not (`token`, the
 * default), or a logged-in player's token only (`player`).
 */
export type Access = 'public' | 'token' | 'player';

/** The caller behind a valid token. */
export interface RequestAuth {
  token: string;
  session: Session;
  player: Player | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @default 'token' */
    access?: Access;
    /** Also accept the token as the `access_token` query parameter (browser WebSockets cannot set headers). */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    locale: Locale;
    auth: RequestAuth | null;
  }
}

const pleaseLogin = (locale: Locale): string => message(locale, 'auth.pleaseLogin');

function bearerToken(request: FastifyRequest, tokenInQuery: boolean): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (match?.[1]) return match[1];
  if (!tokenInQuery) return null;
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.access_token;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : null;
}

/**
 * Resolves the caller's language and token on every request, before the body is read, and
 * answers 401 when a route's access rule is not met. Unknown routes skip the token check so they
 * answer 404.
 */
export function registerAuth(app: FastifyInstance, repositories: { sessions: SessionsRepository; players: PlayersRepository }): void {
  app.decorateRequest('locale', 'tr');
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(request.headers['accept-language']);
    if (request.is404) return;
    const { access = 'token', tokenInQuery = false } = request.routeOptions.config;
    if (access === 'public') return;
    const token = bearerToken(request, tokenInQuery);
    if (!token) throw new AuthenticationError(message(request.locale, 'auth.tokenMissing'));
    const session = repositories.sessions.findActive(token);
    if (!session) throw new AuthenticationError(message(request.locale, 'auth.tokenInvalid'));
    const player = session.playerId === null ? null : repositories.players.findById(session.playerId);
    if (session.kind === 'player' && !player) throw new AuthenticationError(message(request.locale, 'auth.tokenInvalid'));
    if (access === 'player' && !player) throw new AuthenticationError(pleaseLogin(request.locale));
    request.auth = { token, session, player };
  });
}

/** The caller of a route that needs a token (the hook has already refused anyone without one). */
export function authOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AuthenticationError(message(request.locale, 'auth.tokenMissing'));
  return request.auth;
}

/** The logged-in player of a `player` route (the hook has already refused anyone else). */
export function playerOf(request: FastifyRequest): Player {
  const { player } = authOf(request);
  if (!player) throw new AuthenticationError(pleaseLogin(request.locale));
  return player;
}

/** The device id the client sends as `X-Fingerprint` (hubs: the `x-fingerprint` query parameter). */
export function fingerprintOf(request: FastifyRequest): string {
  const header = request.headers['x-fingerprint'];
  if (typeof header === 'string' && header) return header.slice(0, 200);
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.['x-fingerprint'];
  return typeof fromQuery === 'string' ? fromQuery.slice(0, 200) : '';
}
