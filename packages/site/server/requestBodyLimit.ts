import type { IncomingMessage } from 'node:http';

/**
 * The largest request body the site passes on to the back end: the sandbox's own `bodyLimit`. The
 * spec's largest payload, a registration, is under 2 kB.
 *
 * The site refuses a larger body itself because a back end that refuses one closes the connection
 * while the proxy is still sending it: the proxy then reports a failure (502), not the back end's 413.
 */
export const MAX_BACKEND_BODY_BYTES = 256 * 1024;

/** Whether the request declares a body longer than `limit` bytes. */
export function declaresBodyOver(req: IncomingMessage, limit: number): boolean {
  const declared = Number(req.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

/**
 * Calls `onOver` once, as soon as the body received so far is longer than `limit` bytes: a chunked
 * body declares no length, so it is counted as it arrives.
 */
export function watchBodyLength(req: IncomingMessage, limit: number, onOver: () => void): void {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.off('data', count);
    onOver();
  };
  req.on('data', count);
}
