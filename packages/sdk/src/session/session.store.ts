import { type ReadableAtom } from 'nanostores';
import { derived } from '../client/derived';
import type { AuthData } from '../client/auth.schema';
import type { OynaClient } from '../client/createOyna';
import { valueOf } from '../client/loadable';
import { createResource } from '../client/resource';
import { ValidationError } from '../errors/oyna.errors';
import { loginFormSchema } from '../forms/login.form';
import { getBalance, loginPlayer, logoutPlayer } from './session.api';
import { listenForHandoff } from './handoff.transport';
import { BALANCE_POLL_INTERVAL_MS } from './session.constants';

export type SessionState = { status: 'guest' } | { status: 'player'; user: AuthData };

export interface LoginInput {
  username: string;
  password: string;
}

export interface Session {
  readonly $session: ReadableAtom<SessionState>;
  /** The player's balance: from the login, then `user/balance` at login, every 3 s and after a hub reconnect. */
  readonly $balance: ReadableAtom<number | null>;
  /**
   * Logs in. Throws `ValidationError` for input the login rules refuse (nothing is sent) and
   * `ApiError` carrying the server's message when the server refuses.
   */
  login(input: LoginInput): Promise<{ user: AuthData; message: string }>;
  /**
   * Signs the player out here at once, tells the server, then removes Oyna's stored keys (the host's
   * stay) and runs the configured `afterLogout`.
   */
  logout(): Promise<void>;
  /** Loads the balance now. */
  refreshBalance(): Promise<void>;
  /** Accepts `BOOTSTRAP_DATA` from a trusted parent window; returns the unsubscribe. */
  listenForHandoff(): () => void;
}

const SESSION = Symbol('oyna.session');

/** The session of a client: one per client, created on first use. */
export function sessionOf(client: OynaClient): Session {
  return client.domain(SESSION, createSession);
}

function createSession(client: OynaClient): Session {
  const { platform } = client;
  const $session = derived(client.$auth, (user): SessionState =>
    user ? { status: 'player', user } : { status: 'guest' },
  );
  const balance = createResource(client, (_: undefined, signal) => (client.$auth.get() ? getBalance(client, signal) : Promise.resolve(null)), {
    autoLoad: () => undefined,
    afterLoginChange: 'refetch',
    refetchInterval: BALANCE_POLL_INTERVAL_MS,
    // A balance pushed while a hub was away is lost.
    refetchOnReconnect: true,
    refetchOn: ['balanceChanged'],
  });
  // The login's balance until the first answer; a failed poll keeps the last known one (a 401 has
  // already logged the player out).
  const $balance = derived([balance.$state, client.$auth], (state, user) => (user ? (valueOf(state) ?? user.balance) : null));

  return {
    $session,
    $balance,
    refreshBalance: balance.refetch,
    async login(input) {
      const credentials = loginFormSchema.safeParse(input);
      if (!credentials.success) throw new ValidationError(credentials.error.issues);
      const { data, message } = await loginPlayer(client, credentials.data);
      client.setAuth(data);
      return { user: data, message };
    },
    async logout() {
      const token = client.$auth.get()?.token;
      // A guest here first: the balance poll and the hubs stop asking with a token the server is ending.
      client.setAuth(null);
      if (token) {
        try {
          await logoutPlayer(client, token);
        } catch {
          // The player asked to leave: a failed server call must not keep them logged in.
        }
      }
      // Cleared once the server has been told: the call itself reads the stored fingerprint, and a
      // fingerprint made for it would be written back into the storage logout empties.
      if (client.$auth.get() === null) client.storage.clearAll();
      client.config.afterLogout?.(platform);
    },
    listenForHandoff: () => client.track(listenForHandoff(client)),
  };
}
