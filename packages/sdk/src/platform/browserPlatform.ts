import { createMemoryStorage } from './memoryStorage';
import type { Platform, StorageLike } from './platform.types';
import { thumbmarkFingerprint } from './thumbmark.fingerprint';

const noop = () => () => {};

function safeStorage(pick: () => Storage | undefined): StorageLike {
  try {
    const storage = pick();
    if (storage) {
      // Safari private mode and disabled cookies expose a storage that throws on write.
      storage.setItem('__oyna_probe__', '1');
      storage.removeItem('__oyna_probe__');
      return storage;
    }
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The host platform: the browser window when there is one, otherwise a memory-only platform that
 * is safe for server rendering (no storage survives, navigation is a no-op).
 */
/** How long `afterPaint` waits for a frame before going on without one (a hidden tab draws none). */
const AFTER_PAINT_FALLBACK_MS = 100;

export function defaultPlatform(): Platform {
  const win = typeof window === 'undefined' ? undefined : window;
  const timers = {
    now: () => Date.now(),
    setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as number),
    setInterval: (callback: () => void, ms: number) => globalThis.setInterval(callback, ms),
    clearInterval: (handle: unknown) => globalThis.clearInterval(handle as number),
  };
  if (!win) {
    return {
      storage: createMemoryStorage(),
      sessionStorage: createMemoryStorage(),
      fetch: (...args) => globalThis.fetch(...args),
      ...timers,
      baseUrl: 'http://127.0.0.1/',
      parent: undefined,
      onMessage: noop,
      onOnline: noop,
      onStorageChange: noop,
      onVisible: noop,
      onHidden: noop,
      isVisible: () => true,
      navigate: () => {},
      reload: () => {},
      randomId,
      cookies: () => '',
    };
  }
  return {
    storage: safeStorage(() => win.localStorage),
    sessionStorage: safeStorage(() => win.sessionStorage),
    fetch: (...args) => win.fetch(...args),
    ...timers,
    nextTask: () => {
      // scheduler.yield (Chromium) resumes ahead of other tasks; elsewhere a zero timeout.
      const { scheduler } = win as { scheduler?: { yield?: () => Promise<void> } };
      return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => void win.setTimeout(resolve, 0));
    },
    afterPaint: () =>
      new Promise<void>((resolve) => {
        // A frame's callbacks run just before it is drawn; the timeout after them runs once it has
        // been. A hidden tab draws no frames: the fallback timeout lets the work go on there.
        const fallback = win.setTimeout(resolve, AFTER_PAINT_FALLBACK_MS);
        win.requestAnimationFrame(() => {
          win.clearTimeout(fallback);
          win.setTimeout(resolve, 0);
        });
      }),
    // Honours a <base href>, as the spec's relative bases (./api/) assume.
    baseUrl: win.document.baseURI,
    parent: win.parent === win ? undefined : win.parent,
    onMessage(listener) {
      const handler = (event: MessageEvent) =>
        listener({ data: event.data, origin: event.origin, source: event.source });
      win.addEventListener('message', handler);
      return () => win.removeEventListener('message', handler);
    },
    onOnline(listener) {
      win.addEventListener('online', listener);
      return () => win.removeEventListener('online', listener);
    },
    isOnline: () => win.navigator.onLine !== false,
    onStorageChange(listener) {
      const handler = (event: StorageEvent) => {
        if (event.storageArea === null || event.storageArea === win.localStorage) listener(event.key);
      };
      win.addEventListener('storage', handler);
      return () => win.removeEventListener('storage', handler);
    },
    onVisible(listener) {
      const handler = () => {
        if (win.document.visibilityState === 'visible') listener();
      };
      win.document.addEventListener('visibilitychange', handler);
      return () => win.document.removeEventListener('visibilitychange', handler);
    },
    onHidden(listener) {
      const handler = () => {
        if (win.document.visibilityState === 'hidden') listener();
      };
      win.document.addEventListener('visibilitychange', handler);
      return () => win.document.removeEventListener('visibilitychange', handler);
    },
    isVisible: () => win.document.visibilityState !== 'hidden',
    navigate: (url) => win.location.assign(url),
    openTab(url) {
      // Not the 'noopener' feature: with it window.open answers null even when the tab opened.
      const opened = win.open(url, '_blank');
      if (opened) opened.opener = null;
      return opened !== null;
    },
    reload: () => win.location.reload(),
    randomId,
    fingerprint: thumbmarkFingerprint(),
    cookies: () => {
      try {
        return win.document.cookie;
      } catch {
        // A sandboxed document (an opaque origin) refuses its cookies.
        return '';
      }
    },
  };
}
