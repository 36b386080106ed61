import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { backendUrl } from './backend.config.ts';
import { installLastResortGuard } from './requestGuard.ts';
import { frameAncestors } from './securityHeaders.ts';
import { createSiteServer } from './siteServer.ts';
import { frameSources } from './tracker.config.ts';

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 24) {
  console.error(`@oyna/site needs Node 24 (this is ${process.version}); start it through pnpm.`);
  process.exit(1);
}

// Astro's standalone handler serves the built assets and renders pages; this server owns the
// socket so that it can proxy the back end (WebSocket upgrades included) on the same origin.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler: astroHandler } = await import(new URL('../dist/server/entry.mjs', import.meta.url).href);

installLastResortGuard();
const backend = backendUrl();
const server = createSiteServer({
  backendUrl: backend,
  renderPage: astroHandler,
  clientDir: fileURLToPath(new URL('../dist/client/', import.meta.url)),
  frameAncestors: frameAncestors(),
  frameSources: frameSources(),
});
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);

server.listen(port, host, () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`Oyna site on http://${host}:${actual} (back end ${backend})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
