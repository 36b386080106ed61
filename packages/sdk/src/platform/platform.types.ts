import type { FingerprintError } from '../errors/oyna.errors';

/** The subset of the Web Storage API the SDK needs; `localStorage`, `sessionStorage` or a memory map. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** A device fingerprint, and what went wrong making it (components that timed out or failed). */
export interface DeviceFingerprint {
  id: string;
  issues: readonly FingerprintError[];
}

export interface WindowMessage {
  data: unknown;
  origin: string;
  source: unknown;
}

/**
 * Everything the SDK takes from its host. Browser defaults come from `browserPlatform()`; tests and
 * server rendering pass their own, so no module touches `window` at import time.
 */
export interface Platform {
  /** Persistent storage, `localStorage` in a browser. */
  storage: StorageLike;
  /** Per-tab storage, `sessionStorage` in a browser. */
  sessionStorage: StorageLike;
  fetch: typeof globalThis.fetch;
  /**
   * The WebSocket the hubs connect with. Left out, the SignalR client picks the environment's own;
   * stories and tests pass one that stays off the network.
   */
  WebSocket?: typeof globalThis.WebSocket;
  /** The time now, in ms since the epoch: every rule that reads the clock reads it here. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  /**
   * Resolves in a later task of the host's event loop, so work made of many steps (sending a dozen
   * requests at once) lets the page paint and answer input in between. Left out, nothing waits.
   */
  nextTask?(): Promise<void>;
  /**
   * Resolves in the first task after the host has drawn its next frame, so work that can wait (noting
   * thousands of odds) does not delay the frame that shows what just arrived. Left out, a zero timeout.
   */
  afterPaint?(): Promise<void>;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** The URL relative API bases (`./api/`) are resolved against. */
  baseUrl: string;
  /** The window that embeds this one, if any; handoff messages must come from it. */
  parent: unknown;
  onMessage(listener: (message: WindowMessage) => void): () => void;
  onOnline(listener: () => void): () => void;
  /** Whether the device thinks it is online (`navigator.onLine`); left out, it is taken to be. */
  isOnline?(): boolean;
  /** Another tab of the same site changed persistent storage (`key` null: it was cleared). */
  onStorageChange(listener: (key: string | null) => void): () => void;
  onVisible(listener: () => void): () => void;
  /** The tab went to the background (another tab, minimised): polling pauses until it is visible. */
  onHidden(listener: () => void): () => void;
  /** Whether the page is visible now; always true where there is no page. */
  isVisible(): boolean;
  navigate(url: string): void;
  /**
   * Opens a URL in a new tab (a deposit's payment page), cut off from this page (`opener` cleared);
   * false when the browser blocked it. Left out (a server): nothing opens.
   */
  openTab?(url: string): boolean;
  reload(): void;
  randomId(): string;
  /**
   * Makes the device fingerprint; the client asks once per device, after the first paint, and stores
   * it. A throw (no fingerprint could be made) leaves the client sending a random id. The browser's:
   * ThumbmarkJS (`thumbmarkFingerprint()`). Left out (a server, a test): a random id.
   */
  fingerprint?(): Promise<DeviceFingerprint>;
  /** The page's cookies (`document.cookie`): where a sign-up finds its affiliate when storage has none; '' without a page. */
  cookies(): string;
}
