/**
 * The sandbox's own time: real time plus an offset the test hooks can push forward, or a frozen
 * instant (tests that need the same answer twice). The sports world reads only this clock.
 */
export class SandboxClock {
  #offsetMs: number;
  #frozenAt: number | null;
  readonly #realNow: () => number;

  constructor(state: ClockState = { offsetMs: 0, frozenAt: null }, realNow: () => number = Date.now) {
    this.#offsetMs = state.offsetMs;
    this.#frozenAt = state.frozenAt;
    this.#realNow = realNow;
  }

  /** Ms since the Unix epoch, as the sandbox sees it. */
  now(): number {
    return this.#frozenAt ?? this.#realNow() + this.#offsetMs;
  }

  /** Moves time forward (a frozen clock stays frozen at the later instant). */
  advance(ms: number): void {
    if (this.#frozenAt !== null) this.#frozenAt += ms;
    else this.#offsetMs += ms;
  }

  /** Stops time at the current instant, or lets it run again from there. */
  freeze(frozen: boolean): void {
    const now = this.now();
    if (frozen) this.#frozenAt = now;
    else {
      this.#frozenAt = null;
      this.#offsetMs = now - this.#realNow();
    }
  }

  /** Jumps to an instant (only the world reset does this: going back would un-finish matches). */
  set(at: number, frozen: boolean): void {
    this.#frozenAt = frozen ? at : null;
    this.#offsetMs = at - this.#realNow();
  }

  get frozen(): boolean {
    return this.#frozenAt !== null;
  }

  state(): ClockState {
    return { offsetMs: this.#offsetMs, frozenAt: this.#frozenAt };
  }
}

export interface ClockState {
  offsetMs: number;
  frozenAt: number | null;
}
