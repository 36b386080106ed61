import type { HubRegistry } from '../hub/hub.registry.ts';
import { LOCALES } from '../i18n/locale.ts';
import { diffMarks, isEmptyDelta, liveUpdateMessage, markSnapshot, type LiveDelta, type LiveMarks } from './live.delta.ts';
import type { SportsWorld } from './world.ts';

/** The sbnotify command that carries live changes. */
export const LIVE_UPDATE_COMMAND = 'LiveUpdate';
/** How often the live world is compared and its changes pushed. @see SandboxOptions.liveTickMs */
export const DEFAULT_LIVE_TICK_MS = 1000;

/**
 * Pushes what changed in the live world since the last push to every sbnotify client, once a
 * tick, as one `LiveUpdate` per language. Test hooks call `publish()` right after moving the clock.
 */
export class LiveTicker {
  readonly #world: SportsWorld;
  readonly #hubs: HubRegistry;
  #last: LiveMarks | null = null;
  #timer: NodeJS.Timeout | undefined;

  constructor(world: SportsWorld, hubs: HubRegistry) {
    this.#world = world;
    this.#hubs = hubs;
  }

  /** Remembers the world as it is now, without pushing (after a reset, or at start). */
  rebase(): void {
    this.#last = markSnapshot(this.#world.live(), null);
  }

  /** Pushes the changes since the last push (or rebase); returns them. */
  publish(): LiveDelta | null {
    const current = markSnapshot(this.#world.live(), this.#last);
    const before = this.#last;
    this.#last = current;
    if (!before) return null;
    const delta = diffMarks(before, current);
    if (isEmptyDelta(delta) || this.#hubs.count('sbnotify') === 0) return delta;
    for (const locale of LOCALES) {
      this.#hubs.push('sbnotify', LIVE_UPDATE_COMMAND, liveUpdateMessage(delta, locale), { locale });
    }
    return delta;
  }

  /** Publishes every `intervalMs` (0 leaves pushing to the test hooks). */
  start(intervalMs: number): void {
    this.stop();
    this.rebase();
    if (intervalMs <= 0) return;
    this.#timer = setInterval(() => {
      try {
        this.publish();
      } catch (error) {
        console.error('live tick failed', error);
      }
    }, intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
