import type { Server } from 'node:http';
import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';

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
  /**
   * Open connections one address may hold; more are closed as they arrive. Trusted proxies are
   * exempt: every visitor of the site reaches the sandbox through the site's address, and the site
   * caps its visitors itself.
   */
  perAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { idleMs: 30_000, requestMs: 30_000, keepAliveMs: 5_000, perAddress: 256 };

/** Closes a server's new connections beyond `limit` open ones from the same address, but for the exempt. */
export function capConnectionsPerAddress(server: Server, limit: number, exempt: (address: string) => boolean): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (exempt(address)) return;
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

/** Whether an address is one of the trusted proxies (addresses or CIDR ranges, as `--trusted-proxy` takes them). */
export function proxyMatcher(proxies: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const proxy of proxies) {
    const [address = '', bits] = proxy.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    // IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    return proxies.length > 0 && list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}
