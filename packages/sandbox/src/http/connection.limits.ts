/**
 * How long the sandbox waits on a connection, in ms. A stranger who opens sockets and sends nothing,
 * or trickles a request a byte at a time, must not hold them open: every file descriptor it keeps is
 * one a player cannot have. Hub sockets are not affected: a WebSocket leaves HTTP's timers behind on
 * upgrade and is kept alive by its own pings.
 */
export interface ConnectionLimits {
  /** A socket that sends nothing for this long is closed (idle, half-sent, trickling). */
  idleMs: number;
  /** A request whose headers and body have not all arrived after this long is closed with 408. */
  requestMs: number;
  /** A kept-alive connection with no next request for this long is closed. */
  keepAliveMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { idleMs: 30_000, requestMs: 30_000, keepAliveMs: 5_000 };
