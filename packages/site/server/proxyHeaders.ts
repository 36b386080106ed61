import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';

// RFC 9110 §7.6.1: meaningful for one connection only, never forwarded.
const HOP_BY_HOP = new Set([
  'connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization',
  'te', 'trailer', 'transfer-encoding', 'upgrade',
]);
// Node's server has already answered a client's `Expect: 100-continue` (the body is on its way).
const ANSWERED_HERE = new Set(['expect']);
// Only this proxy may say who the client is.
const CLIENT_CLAIMS = new Set(['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip']);

/** Hop-by-hop headers: the fixed list and any the Connection header names. */
function hopByHop(headers: IncomingHttpHeaders | OutgoingHttpHeaders): Set<string> {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return new Set([...HOP_BY_HOP, ...named]);
}

/**
 * Rewrites a client's request headers in place for the back end: hop-by-hop headers and anything a
 * client claims about its own address are dropped, and the proxy states them itself. A WebSocket
 * upgrade keeps its `Connection: upgrade` and `Upgrade: websocket`.
 */
export function prepareRequestHeaders(req: IncomingMessage, options: { upgrade: boolean }): void {
  const headers = req.headers;
  const drop = hopByHop(headers);
  for (const name of Object.keys(headers)) {
    if (drop.has(name) || ANSWERED_HERE.has(name) || CLIENT_CLAIMS.has(name)) delete headers[name];
  }
  const address = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = address;
  headers['x-real-ip'] = address;
  headers['x-forwarded-proto'] = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  if (headers.host) headers['x-forwarded-host'] = headers.host;
  if (options.upgrade) {
    headers.connection = 'upgrade';
    headers.upgrade = 'websocket';
  }
}

/** The back end's response headers a client may see: its connection management stays behind. */
export function responseHeadersForClient(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const drop = hopByHop(headers);
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !drop.has(name)) kept[name] = value;
  }
  return kept;
}
