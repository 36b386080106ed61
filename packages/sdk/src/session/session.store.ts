import { atom, computed, type ReadableAtom } from 'nanostores';
import type { AuthData } from '../client/auth.schema';
import type { OynaClient } from '../client/createOyna';
import { ValidationError } from '../errors/oyna.errors';
import { onLoginChange } from '../client/onLoginChange';
import { whileObserved } from '../client/whileObserved';
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
  const $balance = atom<number | null>(client.$auth.get()?.balance ?? null);
  const $session = computed(client.$auth, (user): SessionState =>
    user ? { status: 'player', user } : { status: 'guest' },
  );

  async function refreshBalance() {
    const token = client.$auth.get()?.token;
    if (!token) return;
    try {
      const balance = await getBalance(client);
      if (client.$auth.get()?.token === token) $balance.set(balance);
    } catch {
      // A failed poll keeps the last known balance; a 401 has already logged the player out.
    }
  }

  // The balance is polled while something shows it.
  whileObserved(client, $balance, () => {
    let poll: unknown = null;
    const stopPolling = () => {
      if (poll !== null) platform.clearInterval(poll);
      poll = null;
    };
    const stops = [
      onLoginChange(client, (user) => {
        stopPolling();
        $balance.set(user ? user.balance : null);
        if (user) {
          void refreshBalance();
          poll = platform.setInterval(() => void refreshBalance(), BALANCE_POLL_INTERVAL_MS);
        }
      }),
      // A balance pushed while a hub was away is lost.
      client.on('reconnected', () => void refreshBalance()),
      client.on('balanceChanged', () => void refreshBalance()),
      stopPolling,
    ];
    return () => stops.forEach((stop) => stop());
  });

  return {
    $session,
    $balance,
    refreshBalance,
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
