import type { Server } from 'node:http';
import type { Socket } from 'node:net';

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
  /**
   * Open connections one address may hold; more are closed as they arrive. A browser uses a handful
   * per site (six HTTP/1.1 connections and the two hubs), so this leaves room for a shared address.
   */
  perAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { idleMs: 30_000, requestMs: 30_000, keepAliveMs: 5_000, perAddress: 256 };

/** Closes a server's new connections beyond `limit` open ones from the same address. */
export function capConnectionsPerAddress(server: Server, limit: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) return void socket.destroy();
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** The `http.createServer` options that hold a server to `limits` (see also `server.setTimeout`). */
export const serverTimeouts = (limits: ConnectionLimits) => ({
  requestTimeout: limits.requestMs,
  headersTimeout: limits.requestMs,
  keepAliveTimeout: limits.keepAliveMs,
  // Node checks unfinished requests against their limit only every so often (30 s by default).
  connectionsCheckingInterval: Math.min(DEFAULT_CONNECTION_LIMITS.requestMs, limits.requestMs / 3),
});
