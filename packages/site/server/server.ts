import { createServer } from 'node:http';
import { backendUrl } from './backend.config.ts';
import { createBackendProxy, isBackendPath } from './backendProxy.ts';

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
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);

const server = createServer((req, res) => {
  if (isBackendPath(req.url)) proxy.handleRequest(req, res);
  else astroHandler(req, res);
});
server.on('upgrade', (req, socket, head) => {
  if (isBackendPath(req.url)) proxy.handleUpgrade(req, socket, head);
  else socket.destroy();
});
server.listen(port, host, () => {
  const { port: actual } = server.address() as import('node:net').AddressInfo;
  console.log(`Oyna site on http://${host}:${actual} (back end ${backend})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
