import type { RawAnswer } from './send';

/** What a 401 policy can see and do. */
export interface UnauthorizedContext {
  /** A player's login was sent with the call. */
  readonly loggedIn: boolean;
  /** The caller marked the call as already retried. */
  readonly retried: boolean;
  /** The token the refused call carried. */
  readonly sentToken: string | null;
  /** The anonymous token held now (another call may have replaced the refused one meanwhile). */
  anonymousToken(): string | null;
  /** The login token now (another call may have changed it meanwhile). */
  loginToken(): string | null;
  refreshAnonymousToken(): Promise<string>;
  /** Sends the same call again, marked as retried. */
  retry(): Promise<RawAnswer>;
  /** Forgets the login without calling the server (its token is no longer accepted). */
  signOutLocally(): void;
  /** Forgets the anonymous token so the next call fetches a new one. */
  dropAnonymousToken(): void;
}

/** Turns a 401 into an answer to use instead, or null to throw the 401 as an `ApiError`. */
export type UnauthorizedPolicy = (context: UnauthorizedContext) => Promise<RawAnswer | null>;

/**
 * The spec's default: a refused login signs the player out; a refused anonymous token is dropped,
 * so the next call fetches a new one.
 */
export const signOutOnUnauthorized: UnauthorizedPolicy = async (context) => {
  if (context.loggedIn) context.signOutLocally();
  else context.dropAnonymousToken();
  return null;
};
