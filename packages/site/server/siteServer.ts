import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { BackendPath } from '@oyna/sdk/http';
import { createBackendProxy } from './backendProxy.ts';
import { answerFailure, FailureMessage, refuseUpgrade } from './failureAnswer.ts';
import { capConnectionsPerAddress, DEFAULT_CONNECTION_LIMITS, serverTimeouts, type ConnectionLimits } from './connectionLimits.ts';
import { compressAnswer } from './pageCompression.ts';
import { guardRequest, guardUpgrade } from './requestGuard.ts';
import { targetOf } from './requestPath.ts';
import { applySecurityHeaders } from './securityHeaders.ts';
import { indexPrecompressed, servePrecompressed } from './staticAssets.ts';

export interface SiteServerOptions {
  /** Where the back end's paths (`BackendPath`: the API, the sportsbook API, the hubs) go. */
  backendUrl: string;
  /** Renders pages and serves the built assets: Astro's Node handler. */
  renderPage: (req: IncomingMessage, res: ServerResponse) => unknown;
  /** The client build (`dist/client/`), where the precompressed assets lie. */
  clientDir: string;
  /** The `frame-ancestors` sources (see `securityHeaders.ts`). */
  frameAncestors: string;
  /** The `frame-src` sources: the site and the match tracker (see `tracker.config.ts`). @default "'self'" */
  frameSources?: string;
  /** Overrides of {@link DEFAULT_CONNECTION_LIMITS} (30 s idle, 30 s per request, 5 s keep-alive, 256 per address). */
  connectionLimits?: Partial<ConnectionLimits>;
}

/**
 * The site on one origin: every path is normalised before anything decides on it; the back end's
 * paths (and only the hubs for WebSockets) are proxied as they are, everything else is the site's,
 * compressed. Every answer carries the security headers, and no request, however malformed, can
 * take the server down.
 */
/** The methods the site's pages and assets answer. */
const PAGE_METHODS: readonly string[] = ['GET', 'HEAD'];
/** The methods passed on to the back end. */
const BACKEND_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export function createSiteServer({ backendUrl, renderPage, clientDir, frameAncestors, frameSources, connectionLimits }: SiteServerOptions): Server {
  const proxy = createBackendProxy(backendUrl);
  const precompressed = indexPrecompressed(clientDir);
  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...connectionLimits };

  const server = createServer(
    serverTimeouts(limits),
    guardRequest((req, res) => {
      applySecurityHeaders(res, frameAncestors, frameSources);
      const target = targetOf(req.url);
      if (target.owner === 'invalid') return answerFailure(req, res, 400, FailureMessage.badRequest);
      // TRACE echoes a request back (cross-site tracing) and the renderer knows no such method: a
      // method that is not served is refused here, before anything runs or logs.
      const allowed = target.owner === 'backend' ? BACKEND_METHODS : PAGE_METHODS;
      if (!allowed.includes(req.method ?? '')) {
        return answerFailure(req, res, 405, FailureMessage.methodNotAllowed, { allow: allowed.join(', ') });
      }
      if (target.owner === 'backend') return proxy.handleRequest(req, res, target.url);
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      // Assets were compressed at build time; pages are compressed as they are sent. The back end's
      // answers pass through as the back end sent them.
      if (servePrecompressed(req, res, path, precompressed)) return;
      compressAnswer(req, res);
      return renderPage(req, res);
    }),
  );
  server.on(
    'upgrade',
    guardUpgrade((req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const target = targetOf(req.url);
      // The hubs speak WebSocket only; any other upgrade is refused before it reaches the back end.
      const webSocket = req.method === 'GET' && req.headers.upgrade?.toLowerCase() === 'websocket';
      if (target.owner === 'invalid' || !webSocket) return refuseUpgrade(socket, 400);
      if (target.owner === 'backend' && target.url.startsWith(BackendPath.hub)) {
        // A hub connection lives as long as the hub keeps it: the idle limit is for HTTP.
        socket.setTimeout(0);
        return proxy.handleUpgrade(req, socket, head, target.url);
      }
      refuseUpgrade(socket, 404);
    }),
  );
  // Malformed request lines, oversized headers, bad encodings: a bare 400 or 431, never a crash.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout'
      : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy());
  });
  server.on('close', () => proxy.close());
  server.setTimeout(limits.idleMs);
  capConnectionsPerAddress(server, limits.perAddress);
  return server;
}
