import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import { backendUrl } from './backend.config.ts';
import { createBackendProxy } from './backendProxy.ts';
import { targetOf } from './requestPath.ts';
import { applySecurityHeaders, frameAncestors } from './securityHeaders.ts';
import { indexPrecompressed, servePrecompressed } from './staticAssets.ts';

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 24) {
  console.error(`@oyna/site needs Node 24 (this is ${process.version}); start it through pnpm.`);
  process.exit(1);
}

// Astro's standalone handler serves the built assets and renders pages; this server owns the
// socket so that it can proxy the back end (WebSocket upgrades included) on the same origin.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler: astroHandler } = await import(new URL('../dist/server/entry.mjs', import.meta.url).href);

const backend = backendUrl();
const proxy = createBackendProxy(backend);
const ancestors = frameAncestors();
const precompressed = indexPrecompressed(fileURLToPath(new URL('../dist/client/', import.meta.url)));
// Pages are compressed as they are sent; assets were compressed at build time.
const compressPages = compression({ threshold: 1024 });
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);

function badRequest(res: ServerResponse) {
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Bad request');
}

function handle(req: IncomingMessage, res: ServerResponse) {
  applySecurityHeaders(res, ancestors);
  const target = targetOf(req.url);
  if (target.owner === 'invalid') return badRequest(res);
  if (target.owner === 'backend') return proxy.handleRequest(req, res, target.url);
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (servePrecompressed(req, res, path, precompressed)) return;
  compressPages(req as never, res as never, () => astroHandler(req, res));
}

function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
  const target = targetOf(req.url);
  if (target.owner === 'backend' && target.url.startsWith('/hub/')) return proxy.handleUpgrade(req, socket, head, target.url);
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  socket.destroy();
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error('request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end();
  }
});
server.on('upgrade', (req, socket, head) => {
  try {
    handleUpgrade(req, socket, head);
  } catch (error) {
    console.error('upgrade failed', error);
    socket.destroy();
  }
});
// Malformed request lines, oversized headers, bad encodings: Node answers 400/431; never crash.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (socket.writable && error.code !== 'ECONNRESET') {
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
  socket.destroy();
});
// A last resort: one request's failure must never take the site down for everyone.
process.on('uncaughtException', (error) => console.error('uncaught', error));
process.on('unhandledRejection', (error) => console.error('unhandled rejection', error));

server.listen(port, host, () => {
  const { port: actual } = server.address() as import('node:net').AddressInfo;
  console.log(`Oyna site on http://${host}:${actual} (back end ${backend})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    proxy.close();
    process.exit(0);
  });
}
