/** The two hubs, under the configured hub base. */
export const HUB_NAMES = ['frnotify', 'sbnotify'] as const;
export type HubName = (typeof HUB_NAMES)[number];

/** Automatic reconnect tries after these delays, then gives up. */
export const RECONNECT_DELAYS_MS: readonly number[] = [0, 2000, 10000, 30000];
export const SERVER_TIMEOUT_MS = 30000;
export const KEEP_ALIVE_INTERVAL_MS = 15000;
export const STATEFUL_RECONNECT_BUFFER_BYTES = 100000;
/** The method the server invokes with `(command, message)`. */
export const NOTIFY_METHOD = 'NotifyMessage';

/** Connection events, delivered to subscribers like server commands. */
export const ConnectionCommand = {
  /** A hub's start has connected it (a reconnect is `reconnected`). */
  connected: 'connected',
  error: 'error',
  disconnect: 'disconnect',
  reconnected: 'reconnected',
} as const;
