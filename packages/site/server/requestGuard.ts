import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { answerFailure, FailureMessage, refuseUpgrade } from './failureAnswer.ts';

type Exchange = { req: IncomingMessage; res: ServerResponse } | { req: IncomingMessage; socket: Duplex };

// Which request a piece of work belongs to, so that an error escaping it can still be answered.
const exchanges = new AsyncLocalStorage<Exchange>();

/** The path of a request, for the error log: never its query, where hub tokens and game sessions travel. */
const pathForLog = (url: string | undefined): string => (url ?? '').split(/[?#]/, 1)[0]!;

function fail(exchange: Exchange | undefined, error: unknown): void {
  console.error(`[site] ${exchange?.req.method ?? ''} ${pathForLog(exchange?.req.url)} failed:`, error);
  if (!exchange) return;
  try {
    if ('res' in exchange) answerFailure(exchange.req, exchange.res, 500, FailureMessage.failed);
    else refuseUpgrade(exchange.socket, 500);
  } catch {
    ('res' in exchange ? exchange.res : exchange.socket).destroy();
  }
}

/** Runs a request handler so that whatever it throws, now or later, ends in a 500 for that request. */
export function guardRequest(handle: (req: IncomingMessage, res: ServerResponse) => unknown) {
  return (req: IncomingMessage, res: ServerResponse) =>
    exchanges.run({ req, res }, () => {
      try {
        Promise.resolve(handle(req, res)).catch((error: unknown) => fail({ req, res }, error));
      } catch (error) {
        fail({ req, res }, error);
      }
    });
}

/** The same for WebSocket upgrades: the socket gets a 500 status line and is closed. */
export function guardUpgrade(handle: (req: IncomingMessage, socket: Duplex, head: Buffer) => unknown) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    exchanges.run({ req, socket }, () => {
      // A client that vanishes mid-upgrade must not become an unhandled 'error' event.
      socket.on('error', () => socket.destroy());
      try {
        Promise.resolve(handle(req, socket, head)).catch((error: unknown) => fail({ req, socket }, error));
      } catch (error) {
        fail({ req, socket }, error);
      }
    });
}

/**
 * The last resort: an error no handler caught (thrown in a callback of a request's work, a
 * rejection nobody awaited) is logged and answered as a 500 for the request it came from, and the
 * site goes on serving everyone else instead of exiting.
 */
export function installLastResortGuard(): void {
  const onEscaped = (error: unknown) => fail(exchanges.getStore(), error);
  process.on('uncaughtException', onEscaped);
  process.on('unhandledRejection', onEscaped);
}
