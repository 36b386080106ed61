import type { FingerprintError } from '../errors/oyna.errors';

/** What the client tells every domain, whichever domain noticed it. */
export interface OynaEvents {
  /**
   * A hub connection came back (after a drop, or after the client gave up and resumed). Pushes sent
   * while it was away are lost: each domain refetches what they would have told it.
   */
  reconnected: { hub: string; connectionId: string };
  /** The server refused the login's token; the client has already signed the player out. */
  sessionExpired: undefined;
  /** Something the player did moved their balance (a bet placed); the session reloads it. */
  balanceChanged: undefined;
  /**
   * A notification reached the player over the hub: something happened to their account (a bet
   * settled, a deposit credited). Lists about it (My Bets) reload.
   */
  notified: undefined;
  /** The player's bet went through: the coupons the server created and the stake on them (TRY). */
  betPlaced: { betIds: readonly number[]; stake: number };
  /**
   * The device fingerprint was made with problems: components that timed out or failed (the
   * fingerprint is made of the rest), or none at all could be made and a random id stands in (a
   * refused service key, the library did not load). For the operator's logs; the player notices
   * nothing.
   */
  fingerprintIssues: readonly FingerprintError[];
}

export type OynaEventListener<E extends keyof OynaEvents> = (detail: OynaEvents[E]) => void;

export interface EventBus {
  on<E extends keyof OynaEvents>(event: E, listener: OynaEventListener<E>): () => void;
  emit<E extends keyof OynaEvents>(event: E, detail: OynaEvents[E]): void;
}

export function createEventBus(): EventBus {
  const listeners = new Map<keyof OynaEvents, Set<(detail: never) => void>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(event, detail) {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as OynaEventListener<typeof event>)(detail);
    },
  };
}
