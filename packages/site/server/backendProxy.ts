import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import { prepareRequestHeaders, responseHeadersForClient } from './proxyHeaders.ts';

const UNREACHABLE = JSON.stringify({
  success: false,
  message: 'The service is unavailable right now. Please try again in a moment.',
  data: null,
});

function badGateway(res: ServerResponse) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(UNREACHABLE);
}

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
    xfwd: false,
    selfHandleResponse: true,
    proxyTimeout: 60_000,
  });
  proxy.on('proxyRes', (answer, _req, res) => {
    const client = res as ServerResponse;
    client.writeHead(answer.statusCode ?? 502, responseHeadersForClient(answer.headers));
    answer.pipe(client);
    answer.on('error', () => client.destroy());
  });
  proxy.on('error', (_error, _req, resOrSocket) => {
    if (resOrSocket && 'writeHead' in resOrSocket) badGateway(resOrSocket as ServerResponse);
    else if (resOrSocket) {
      const socket = resOrSocket as Duplex;
      if (socket.writable) socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      socket.destroy();
    }
  });

  function handleRequest(req: IncomingMessage, res: ServerResponse, url: string) {
    req.url = url;
    prepareRequestHeaders(req, { upgrade: false });
    proxy.web(req, res);
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: string) {
    socket.on('error', () => socket.destroy());
    req.url = url;
    prepareRequestHeaders(req, { upgrade: true });
    proxy.ws(req, socket, head);
  }

  return { handleRequest, handleUpgrade, close: () => proxy.close() };
}
