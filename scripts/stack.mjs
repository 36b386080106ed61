// Starts the sandbox back end and the built site as child processes, on the Node that runs this
// script (the repo's Node 24 when started through pnpm). Used by `pnpm start` and the e2e tests.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startPartner } from './partnerServer.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const URL_PATTERN = /https?:\/\/127\.0\.0\.1:\d+/;

export function assertNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(`Oyna needs Node 24 (this is ${process.version}). Run it through pnpm: pnpm start`);
    process.exit(1);
  }
}

/** A port free on 127.0.0.1 now: for the site, whose address the back end must know before it starts. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Spawns `node <script>` and resolves with the child and the first URL it prints. */
function launch(name, script, args, env, { quiet }) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      const text = chunk.toString();
      if (!quiet) process.stdout.write(`[${name}] ${text}`);
      seen += text;
      const match = seen.match(URL_PATTERN);
      if (match) {
        child.stdout.off('data', onData);
        if (!quiet) child.stdout.on('data', (more) => process.stdout.write(`[${name}] ${more}`));
        resolve({ child, url: match[0] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
    child.once('exit', (code) => reject(new Error(`${name} exited with code ${code} before it was ready`)));
    child.once('error', reject);
  });
}

/**
 * @param {{ sandboxPort?: number, sitePort?: number, backendUrl?: string, testHooks?: boolean,
 *           dbPath?: string, quiet?: boolean, requestLogs?: boolean, siteCacheSeconds?: number,
 *           world?: 'default' | 'large', trackerUrl?: (backendUrl: string) => string,
 *           gameOrigin?: string, liveSeedWaitMs?: number, partnerPort?: number,
 *           partnerTrustedOrigins?: string[], partnerPages?: Record<string, { type: string, body: string }>,
 *           partnerEmbedDir?: string }} options
 * `gameOrigin`: where the sandbox's launches send players (`{port}` its port, e.g.
 * `http://localhost:{port}`); the site frames that origin. Left out, both use the back end's own.
 * `partnerPort`: also serve the demo partner page there (0: any free port); its origin, and no other,
 * gets the back end's CORS answers and may frame the site. `partnerTrustedOrigins`: the windows that may
 * frame the partner page and hand it a login (`BOOTSTRAP_DATA`); `partnerPages`: more pages it serves;
 * `partnerEmbedDir`: the @oyna/embed files it serves under /oyna/ (default: the workspace's `dist`).
 */
export async function startStack(options = {}) {
  const children = [];
  let partner = null;
  const stop = async () => {
    await partner?.stop();
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            // A child that outlives its own grace (the sandbox gives requests 5 s) is ended: a stop
            // that waits forever holds up whoever stops it, a test run's teardown among them.
            const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
            child.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    if (options.partnerPort !== undefined) partner = await startPartner({
        port: options.partnerPort,
        trustedOrigins: options.partnerTrustedOrigins,
        pages: options.partnerPages,
        embedDir: options.partnerEmbedDir,
      });
    let backendUrl = options.backendUrl;
    const sitePort = options.sitePort === 0 ? await freePort() : (options.sitePort ?? 4321);
    if (!backendUrl) {
      const sandbox = await launch(
        'sandbox',
        'packages/sandbox/src/cli.ts',
        [
          '--port', String(options.sandboxPort ?? 5050),
          ...(options.dbPath ? ['--db', options.dbPath] : []),
          // The site's server is the proxy in front: its X-Forwarded-For names the visitor, so limits count per visitor.
          '--trusted-proxy', '127.0.0.1', '--trusted-proxy', '::1',
          // Whoever tries the site locally reads SMS codes and mails at /outbox on the back end.
          '--outbox',
          // Tests ask for the same world every run; anyone else gets a secret one nobody can predict.
          ...(options.testHooks ? ['--test-hooks', '--seed', '20260101'] : []),
          ...(options.world ? ['--world', options.world] : []),
          ...(options.gameOrigin ? ['--game-origin', options.gameOrigin] : []),
          ...(partner ? ['--trusted-origin', partner.origin] : []),
          // A game's exit leads back to the site, by either name a browser may have opened it with.
          '--site-origin', `http://127.0.0.1:${sitePort}`, '--site-origin', `http://localhost:${sitePort}`,
          // Request logs (a balance poll every 3 s) would bury the site's own output.
          ...(options.requestLogs ? [] : ['--quiet']),
        ],
        {},
        options,
      );
      children.push(sandbox.child);
      backendUrl = sandbox.url;
    }
    const site = await launch(
      'site',
      'packages/site/server/server.ts',
      [],
      {
        OYNA_BACKEND_URL: backendUrl,
        PORT: String(sitePort),
        HOST: '127.0.0.1',
        ...(options.siteCacheSeconds === undefined ? {} : { OYNA_SITE_CACHE_SECONDS: String(options.siteCacheSeconds) }),
        ...(options.liveSeedWaitMs === undefined ? {} : { OYNA_LIVE_SEED_WAIT_MS: String(options.liveSeedWaitMs) }),
        ...(options.trackerUrl ? { OYNA_TRACKER_URL: options.trackerUrl(backendUrl) } : {}),
        ...(partner ? { OYNA_FRAME_ANCESTORS: partner.origin } : {}),
        ...(options.gameOrigin ? { OYNA_GAME_ORIGINS: options.gameOrigin.replace('{port}', new URL(backendUrl).port) } : {}),
      },
      options,
    );
    children.push(site.child);
    partner?.setSiteUrl(site.url);
    return { siteUrl: site.url, backendUrl, partnerUrl: partner?.origin ?? null, children, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
