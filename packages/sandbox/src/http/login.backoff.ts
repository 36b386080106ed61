/** How wrong passwords slow down the next try of the same username from the same address. */
export interface LoginBackoffOptions {
  /** Wrong passwords allowed before any wait: a player who mistypes a few times never waits. */
  free: number;
  /** The first wait; each further wrong password doubles it. */
  firstDelayMs: number;
  /** The longest wait, never a wall longer than this. */
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_BACKOFF: LoginBackoffOptions = { free: 5, firstDelayMs: 1_000, maxDelayMs: 5 * 60_000 };

/** Pairs remembered at most; the oldest are forgotten first, so a flood of names cannot fill memory. */
const MAX_PAIRS = 50_000;

interface Failures {
  count: number;
  /** When the next try is allowed (ms since the epoch). */
  until: number;
}

/**
 * Growing waits after wrong passwords, per username and address together: guessing from one
 * address gets slow fast, while the account's owner, elsewhere, is never locked out by it.
 */
export class LoginBackoff {
  readonly #options: LoginBackoffOptions;
  readonly #now: () => number;
  readonly #failures = new Map<string, Failures>();

  constructor(options: LoginBackoffOptions, now: () => number = Date.now) {
    this.#options = options;
    this.#now = now;
  }

  /** How long the pair must still wait before its next try; 0 when it may try now. */
  waitMs(key: string): number {
    const failures = this.#failures.get(key);
    return failures ? Math.max(0, failures.until - this.#now()) : 0;
  }

  /** A wrong password: past the free ones, the next try waits twice as long as the last. */
  failed(key: string): void {
    const count = (this.#failures.get(key)?.count ?? 0) + 1;
    const over = count - this.#options.free;
    const delay = over <= 0 ? 0 : Math.min(this.#options.maxDelayMs, this.#options.firstDelayMs * 2 ** (over - 1));
    // Re-inserted, so the map's order is the order of last failure.
    this.#failures.delete(key);
    this.#failures.set(key, { count, until: this.#now() + delay });
    if (this.#failures.size > MAX_PAIRS) this.#failures.delete(this.#failures.keys().next().value as string);
  }

  /** The right password: the pair starts afresh. */
  succeeded(key: string): void {
    this.#failures.delete(key);
  }

  clear(): void {
    this.#failures.clear();
  }
}
