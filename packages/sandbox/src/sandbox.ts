import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseSync } from './db/database.ts';
import { HubRegistry } from './hub/hub.registry.ts';
import { resolveGameOrigin } from './casino/casino.service.ts';
import { createServices, prepareDatabase, type SandboxServices } from './sandbox.services.ts';
import type { ConnectionLimits } from './http/connection.limits.ts';
import { trustedOrigins } from './http/trusted.origins.ts';
import type { RateLimits } from './http/rate.limits.ts';
import { buildServer, type LogStream } from './server.ts';
import { DEFAULT_LIVE_TICK_MS } from './sportsbook/live.ticker.ts';
import type { WorldSize } from './sportsbook/world.grid.ts';

/** packages/sandbox/data/sandbox.sqlite (git-ignored). */
export const DEFAULT_DB_PATH = fileURLToPath(new URL('../data/sandbox.sqlite', import.meta.url));
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PING_INTERVAL_MS = 15_000;
const SESSION_PRUNE_EVERY_MS = 10 * 60 * 1000;

export interface SandboxOptions {
  /** SQLite file, created with its folder when missing; ':memory:' keeps nothing. @default packages/sandbox/data/sandbox.sqlite */
  dbPath?: string;
  /** @default '127.0.0.1' */
  host?: string;
  /** 0 picks a free port. @default 0 */
  port?: number;
  /** Registers the /__test/* hooks (reset, notify, balance, hubs/drop, push, outbox); also serves /outbox. @default false */
  testHooks?: boolean;
  /**
   * Serves the developer outbox, `/outbox`: every SMS code and mail the sandbox sent, so a person
   * trying the site can finish phone verification and recovery. It shows codes: leave it off
   * anywhere strangers can reach. @default false (on with `testHooks`)
   */
  outbox?: boolean;
  /** How often the hubs ping every client. @default 15000 */
  pingIntervalMs?: number;
  /** Logs every request; unexpected errors are logged either way. @default false */
  log?: boolean;
  /** Where the JSON log lines go. @default process.stdout */
  logStream?: LogStream;
  /**
   * Overrides of the login, token and account rate limits (per client address and per username).
   * @default DEFAULT_RATE_LIMITS: 20 logins a minute per address, 30 per username from one address in 15 minutes,
   * 60 anonymous tokens a minute per address, 10 sign-ups in 10 minutes per address, and the code
   * limits (10 codes sent in 10 minutes per address, 5 an hour to one number or username, 30 code
   * checks in 10 minutes per address), 10 password changes in 15 minutes per player, 5 call
   * requests an hour per address
   */
  rateLimits?: Partial<RateLimits>;
  /**
   * How long a connection may idle, take over its request or stay kept alive unused.
   * @default DEFAULT_CONNECTION_LIMITS: 30 s idle, 30 s per request, 5 s keep-alive
   */
  connectionLimits?: Partial<ConnectionLimits>;
  /** The sports world's size; 'large' has about 2,000 live events at once. @default 'default' */
  world?: WorldSize;
  /**
   * The sports world's seed: same seed and clock, same world, matches and all (tests). Without one a
   * new database gets a random seed and a random secret its match scripts come from, stored in it
   * and never served, so nobody can tell how a match ends. @default a secret one
   */
  worldSeed?: number;
  /** The sandbox clock's time at start, for a new database (e.g. '2026-03-14T12:00:00Z'). @default now */
  clockStart?: Date | string | number;
  /** Time stands still unless `/__test/clock` advances it (new database only). @default false */
  clockFrozen?: boolean;
  /** How often live changes are pushed to sbnotify as `LiveUpdate`; 0 pushes only when a test hook moves the clock. @default 1000 */
  liveTickMs?: number;
  /**
   * The origin launch answers send players to for the demo games (`{port}` stands for the port the
   * sandbox listens on, e.g. 'http://localhost:{port}'). @default the sandbox's own URL
   */
  gameOrigin?: string;
  /**
   * Origins trusted with the API across origins: a partner's page that embeds the widgets, a site on
   * another origin. Only they get CORS answers (credentials allowed), and only they, besides the
   * site a launch came through, may be where a game's exit leads. @default none
   */
  trustedOrigins?: readonly string[];
  /**
   * The origins the site is served from. Given, a game's exit may lead only to them and the trusted
   * origins, whatever host a request names; left out, to the site the launch came through, as its
   * `Host` (or its proxy's `X-Forwarded-Host`) says, which whoever calls the API can write. A
   * deployment names its site here. @default none
   */
  siteOrigins?: readonly string[];
  /**
   * Addresses (or CIDR ranges) of the proxies in front of the sandbox, such as the site's server:
   * their `X-Forwarded-For` names the visitor, so rate limits count per visitor rather than one
   * count for everyone behind the proxy. Nobody else's claim is believed. @default none
   */
  trustedProxies?: readonly string[];
}

export interface Sandbox {
  /** Base URL, e.g. `http://127.0.0.1:5050` (no trailing slash). */
  url: string;
  port: number;
  /** Closes hub connections (with a SignalR Close), the server and the database; safe to call twice. */
  close(): Promise<void>;
  db: DatabaseSync;
  services: SandboxServices;
}

const hostForUrl = (host: string): string => (host.includes(':') ? `[${host}]` : host);

/** Opens the database (migrating and seeding it when new) and starts listening. */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const host = options.host ?? DEFAULT_HOST;
  const db = openDatabase(options.dbPath ?? DEFAULT_DB_PATH);
  try {
    // A wrong game origin fails now, before anything listens.
    if (options.gameOrigin !== undefined) resolveGameOrigin(options.gameOrigin, 'http://127.0.0.1', 0);
    const trusted = trustedOrigins(options.trustedOrigins ?? []);
    await prepareDatabase(db);
    // The hubs and the services need each other: a hub asks the sessions whether its token still lives.
    let sessionIsActive: (tokenHash: string) => boolean = () => true;
    const hubs = new HubRegistry({
      pingIntervalMs: options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS,
      isSessionActive: (tokenHash) => sessionIsActive(tokenHash),
    });
    const clockStart = options.clockStart === undefined ? undefined : new Date(options.clockStart).getTime();
    if (clockStart !== undefined && Number.isNaN(clockStart)) throw new Error(`clockStart is not a time: ${String(options.clockStart)}`);
    const services = createServices(db, hubs, {
      size: options.world ?? 'default',
      ...(options.worldSeed === undefined ? {} : { seed: options.worldSeed }),
      ...(clockStart === undefined ? {} : { clockStart }),
      ...(options.clockFrozen === undefined ? {} : { clockFrozen: options.clockFrozen }),
    });
    sessionIsActive = (tokenHash) => services.sessions.isActive(tokenHash);
    services.casino.trustedOrigins = trusted;
    services.casino.siteOrigins = trustedOrigins(options.siteOrigins ?? []);
    const app = await buildServer({
      services,
      testHooks: options.testHooks ?? false,
      outbox: options.outbox ?? false,
      log: options.log ?? false,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
      ...(options.connectionLimits ? { connectionLimits: options.connectionLimits } : {}),
      trustedOrigins: trusted,
      ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
    });
    await app.listen({ host, port: options.port ?? 0 });
    services.ticker.start(options.liveTickMs ?? DEFAULT_LIVE_TICK_MS);
    // Expired and revoked tokens are deleted, so a flood of anonymous tokens cannot fill the disk.
    const prune = () => {
      services.sessions.purgeExpired();
      services.casino.sessions.purgeExpired();
    };
    prune();
    const pruning = setInterval(prune, SESSION_PRUNE_EVERY_MS);
    pruning.unref();
    const { port } = app.server.address() as AddressInfo;
    const url = `http://${hostForUrl(host)}:${port}`;
    services.casino.gameOrigin = resolveGameOrigin(options.gameOrigin, url, port);
    services.payments.pageOrigin = url;
    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      db,
      services,
      close: () =>
        (closing ??= (async () => {
          clearInterval(pruning);
          services.ticker.stop();
          await hubs.shutdown('The server is shutting down.');
          await app.close();
          db.close();
        })()),
    };
  } catch (error) {
    if (db.isOpen) db.close();
    throw error;
  }
}
