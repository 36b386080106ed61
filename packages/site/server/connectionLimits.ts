/**
 * How long the site waits on a connection, in ms: idle, half-sent and trickling sockets end, so a
 * stranger cannot hold the server's file descriptors. A hub WebSocket is exempt once upgraded: the
 * hub's own pings keep it alive.
 */
export interface ConnectionLimits {
  /** A socket that sends nothing for this long is closed. */
  idleMs: number;
  /** A request whose headers and body have not all arrived after this long is closed with 408. */
  requestMs: number;
  /** A kept-alive connection with no next request for this long is closed. */
  keepAliveMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { idleMs: 30_000, requestMs: 30_000, keepAliveMs: 5_000 };

/** The `http.createServer` options that hold a server to `limits` (see also `server.setTimeout`). */
export const serverTimeouts = (limits: ConnectionLimits) => ({
  requestTimeout: limits.requestMs,
  headersTimeout: limits.requestMs,
  keepAliveTimeout: limits.keepAliveMs,
  // Node checks unfinished requests against their limit only every so often (30 s by default).
  connectionsCheckingInterval: Math.min(DEFAULT_CONNECTION_LIMITS.requestMs, limits.requestMs / 3),
});
