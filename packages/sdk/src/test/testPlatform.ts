import { createMemoryStorage } from '../platform/memoryStorage';
import type { Platform, StorageLike, WindowMessage } from '../platform/platform.types';

export const TEST_ORIGIN = 'http://oyna.test';

/**
 * A platform whose clock and window events the test drives by hand: intervals and timeouts run
 * only when `tick` is called, messages arrive through `post`.
 */
export function createTestPlatform(overrides: Partial<Platform> = {}) {
  // Starts at the real time, so dates written relative to today stay in the window a store reads.
  let now = Date.now();
  let nextId = 1;
  const timers = new Map<number, { at: number; every: number | null; run: () => void }>();
  const messageListeners = new Set<(message: WindowMessage) => void>();
  const onlineListeners = new Set<() => void>();
  const visibleListeners = new Set<() => void>();
  const hiddenListeners = new Set<() => void>();
  let visible = true;
  let online = true;
  const storageListeners = new Set<(key: string | null) => void>();
  const navigations: string[] = [];
  const openedTabs: string[] = [];
  const parent = { name: 'parent window' };

  const platform: Platform = {
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    fetch: (...args) => globalThis.fetch(...args),
    now: () => now,
    setTimeout: (run, ms) => {
      timers.set(nextId, { at: now + ms, every: null, run });
      return nextId++;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    setInterval: (run, ms) => {
      timers.set(nextId, { at: now + ms, every: ms, run });
      return nextId++;
    },
    clearInterval: (id) => void timers.delete(id as number),
    baseUrl: `${TEST_ORIGIN}/`,
    parent,
    onMessage: (listener) => {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onOnline: (listener) => {
      onlineListeners.add(listener);
      return () => onlineListeners.delete(listener);
    },
    onStorageChange: (listener) => {
      storageListeners.add(listener);
      return () => storageListeners.delete(listener);
    },
    onVisible: (listener) => {
      visibleListeners.add(listener);
      return () => visibleListeners.delete(listener);
    },
    onHidden: (listener) => {
      hiddenListeners.add(listener);
      return () => hiddenListeners.delete(listener);
    },
    isVisible: () => visible,
    isOnline: () => online,
    navigate: (url) => void navigations.push(url),
    openTab: (url) => openedTabs.push(url) > 0,
    reload: () => void navigations.push('reload'),
    randomId: () => `id-${nextId++}`,
    cookies: () => '',
    // Nothing is drawn in a test: the frame after a change is done at once.
    afterPaint: () => Promise.resolve(),
    ...overrides,
  };

  return {
    platform,
    parent,
    navigations,
    /** Every URL opened in a new tab, in order. */
    openedTabs,
    /** Advances the fake clock, running every timer that falls due. */
    tick(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.every === null) timers.delete(id);
        else timer.at += timer.every;
        timer.run();
      }
      now = until;
    },
    post(message: WindowMessage) {
      for (const listener of messageListeners) listener(message);
    },
    goOnline() {
      online = true;
      onlineListeners.forEach((listener) => listener());
    },
    goOffline() {
      online = false;
    },
    /** Another tab wrote `key` (null: cleared storage). */
    storageChangedElsewhere: (key: string | null) => storageListeners.forEach((listener) => listener(key)),
    becomeVisible() {
      visible = true;
      visibleListeners.forEach((listener) => listener());
    },
    becomeHidden() {
      visible = false;
      hiddenListeners.forEach((listener) => listener());
    },
    /** Window, network, storage and visibility listeners still registered. */
    listenerCount: () => messageListeners.size + onlineListeners.size + storageListeners.size + visibleListeners.size + hiddenListeners.size,
    /** Timeouts and intervals still scheduled. */
    timerCount: () => timers.size,
  };
}

/** A storage that throws on every call, as Safari's private mode or a full quota can. */
export function throwingStorage(): StorageLike {
  const refuse = () => {
    throw new Error('storage refused');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse, clear: refuse };
}
