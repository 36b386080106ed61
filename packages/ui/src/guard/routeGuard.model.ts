import { hasBetcoAccess, type SessionState } from '@oyna/sdk/session';

/** `auth`: players only; `betco`: players with betting platform access; undefined: everyone. */
export type RouteGuardKind = 'auth' | 'betco' | undefined;

/** Whether the page shows, asks the visitor to log in, or stays closed to this player. */
export type RouteAccess = 'allowed' | 'signIn' | 'forbidden';

export function routeAccess(guard: RouteGuardKind, session: SessionState): RouteAccess {
  if (!guard) return 'allowed';
  if (session.status === 'guest') return 'signIn';
  if (guard === 'betco' && !hasBetcoAccess(session.user)) return 'forbidden';
  return 'allowed';
}
