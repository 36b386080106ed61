import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import { answerFailure, FailureMessage, refuseUpgrade } from './failureAnswer.ts';
import { prepareRequestHeaders, responseHeadersForClient } from './proxyHeaders.ts';
import { declaresBodyOver, MAX_BACKEND_BODY_BYTES, watchBodyLength } from './requestBodyLimit.ts';

/**
 * Forwards API calls and hub WebSockets to the back end, so the browser sees one origin (no CORS,
 * cookies and CSP stay simple) whichever back end the site is pointed at. The caller has already
 * decided, on the normalised path, that the request is the back end's (see `requestPath.ts`), and
 * passes that path as `url`.
 */
export function createBackendProxy(backendUrl: string) {
  const backend = new URL(backendUrl);
  const proxy = createProxyServer({
    target: backend.origin,
    changeOrigin: true,
    ws: true,
    // The forwarded headers are written by prepareRequestHeaders, replacing the client's claims.
    xfwd: false,
    selfHandleResponse: true,
    proxyTimeout: 60_000,
  });
  // Each request's call to the back end, once it has a socket: refuseBody stops it, before or after.
  const forwarding = new WeakMap<IncomingMessage, ClientRequest>();
  const refused = new WeakSet<IncomingMessage>();
  proxy.on('proxyReq', (proxyReq, req) => {
    if (refused.has(req)) proxyReq.destroy();
    else forwarding.set(req, proxyReq);
  });
  proxy.on('proxyRes', (answer, _req, res) => {
    const client = res as ServerResponse;
    client.writeHead(answer.statusCode ?? 502, responseHeadersForClient(answer.headers));
    answer.on('error', () => client.destroy());
    answer.pipe(client);
  });
  // The back end unreachable, timing out or cutting the answer short; the client gone: the client,
  // if still there, gets a 502 that names nothing internal.
  proxy.on('error', (_error, req, resOrSocket) => {
    // Already answered in full: by the back end, or by the site refusing the body (refuseBody).
    if (!resOrSocket || ('writableEnded' in resOrSocket && resOrSocket.writableEnded)) return;
    if ('writeHead' in resOrSocket) answerFailure(req, resOrSocket as ServerResponse, 502, FailureMessage.unavailable);
    else refuseUpgrade(resOrSocket as Duplex, 502);
  });

  /** A 413, and the connection closed after it: the rest of the body is never read. */
  function refuseBody(req: IncomingMessage, res: ServerResponse) {
    answerFailure(req, res, 413, FailureMessage.tooLarge, { connection: 'close' });
    refused.add(req);
    req.unpipe();
    forwarding.get(req)?.destroy();
  }

  function handleRequest(req: IncomingMessage, res: ServerResponse, url: string) {
    req.url = url;
    if (declaresBodyOver(req, MAX_BACKEND_BODY_BYTES)) return refuseBody(req, res);
    prepareRequestHeaders(req, { upgrade: false });
    proxy.web(req, res);
    watchBodyLength(req, MAX_BACKEND_BODY_BYTES, () => refuseBody(req, res));
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: string) {
    req.url = url;
    prepareRequestHeaders(req, { upgrade: true });
    proxy.ws(req, socket, head);
  }

  return { handleRequest, handleUpgrade, close: () => proxy.close() };
}
