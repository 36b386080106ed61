import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { BACKEND_PREFIXES } from './requestPath.ts';

/** What the site says when it, not the back end, refuses or fails: neutral, nothing internal named. */
export const FailureMessage = {
  badRequest: 'The request could not be read.',
  methodNotAllowed: 'This method is not allowed here.',
  tooLarge: 'The request is too large.',
  failed: 'Something went wrong. Please try again.',
  unavailable: 'The service is unavailable right now. Please try again in a moment.',
} as const;

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 404: 'Not Found', 405: 'Method Not Allowed', 413: 'Content Too Large', 500: 'Internal Server Error', 502: 'Bad Gateway' };

/** A request sent to the back end's paths reads the site's refusal in the back end's envelope. */
function expectsEnvelope(url: string | undefined): boolean {
  return BACKEND_PREFIXES.some((prefix) => (url ?? '').startsWith(prefix));
}

/**
 * Answers a request the site cannot serve: the `{ success, message, data }` envelope for the back
 * end's paths, plain text for pages. When the answer has already begun, the connection is cut
 * instead, so the client sees a failure rather than a truncated success.
 */
export function answerFailure(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (res.headersSent) return void res.destroy();
  const envelope = expectsEnvelope(req.url);
  res.writeHead(status, {
    ...headers,
    'content-type': envelope ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(envelope ? JSON.stringify({ success: false, message, data: null }) : message);
}

/** The same for a socket that asked to upgrade: a bare status line, then the socket is closed. */
export function refuseUpgrade(socket: Duplex, status: number): void {
  if (!socket.writable) return void socket.destroy();
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
}
