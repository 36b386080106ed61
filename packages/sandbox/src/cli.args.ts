import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import type { SandboxOptions } from './sandbox.ts';
import { WORLD_SIZES, type WorldSize } from './sportsbook/world.grid.ts';

export const DEFAULT_CLI_PORT = 5050;

/** A command line the sandbox cannot run with. */
export class CliUsageError extends Error {
  override readonly name = 'CliUsageError';
}

export const CLI_USAGE = `Usage: oyna-sandbox [--port 5050] [--host 127.0.0.1] [--db path/to/sandbox.sqlite] [--test-hooks] [--outbox] [--quiet]
                   [--world default|large] [--seed <n>] [--game-origin http://localhost:{port}] [--trusted-origin https://partner.example ...]
                   [--trusted-proxy 127.0.0.1 ...] [--site-origin https://oyna.example ...]
Environment: OYNA_SANDBOX_PORT, OYNA_SANDBOX_HOST, OYNA_SANDBOX_DB, OYNA_SANDBOX_TEST_HOOKS=1, OYNA_SANDBOX_OUTBOX=1, OYNA_SANDBOX_WORLD,
OYNA_SANDBOX_SEED, OYNA_SANDBOX_GAME_ORIGIN, OYNA_SANDBOX_TRUSTED_ORIGINS, OYNA_SANDBOX_TRUSTED_PROXIES, OYNA_SANDBOX_SITE_ORIGINS
(comma-separated; flags win).`;

/** A list of http(s) origins from a repeated flag, or else a comma-separated variable. */
function originList(flag: string, given: string[] | undefined, variable: string | undefined, example: string): string[] {
  const list = given ?? (variable ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = list.find((entry) => !/^https?:\/\/[^/?#\s@]+\/?$/.test(entry));
  if (bad !== undefined) throw new CliUsageError(`--${flag} must be an http(s) origin such as ${example}, got '${bad}'.\n${CLI_USAGE}`);
  return list;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

function toPort(value: string, source: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535) throw new CliUsageError(`${source} must be a port number (0-65535), got '${value}'.\n${CLI_USAGE}`);
  return port;
}

/** Sandbox options from command-line flags, then OYNA_SANDBOX_* variables, then defaults. */
export function parseCliOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): SandboxOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        'test-hooks': { type: 'boolean' },
        outbox: { type: 'boolean' },
        quiet: { type: 'boolean' },
        world: { type: 'string' },
        seed: { type: 'string' },
        'game-origin': { type: 'string' },
        'trusted-origin': { type: 'string', multiple: true },
        'trusted-proxy': { type: 'string', multiple: true },
        'site-origin': { type: 'string', multiple: true },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CliUsageError(`${error instanceof Error ? error.message : String(error)}\n${CLI_USAGE}`);
  }
  const port =
    values.port !== undefined
      ? toPort(values.port, '--port')
      : env.OYNA_SANDBOX_PORT
        ? toPort(env.OYNA_SANDBOX_PORT, 'OYNA_SANDBOX_PORT')
        : DEFAULT_CLI_PORT;
  const dbPath = values.db ?? (env.OYNA_SANDBOX_DB || undefined);
  const host = values.host ?? (env.OYNA_SANDBOX_HOST || undefined);
  const world = values.world ?? (env.OYNA_SANDBOX_WORLD || undefined);
  if (world !== undefined && !(WORLD_SIZES as readonly string[]).includes(world)) {
    throw new CliUsageError(`--world must be one of ${WORLD_SIZES.join(', ')}, got '${world}'.\n${CLI_USAGE}`);
  }
  const seedText = values.seed ?? (env.OYNA_SANDBOX_SEED || undefined);
  if (seedText !== undefined && !/^\d{1,9}$/.test(seedText)) {
    throw new CliUsageError(`--seed must be a whole number (up to 9 digits), got '${seedText}'.\n${CLI_USAGE}`);
  }
  const gameOrigin = values['game-origin'] ?? (env.OYNA_SANDBOX_GAME_ORIGIN || undefined);
  if (gameOrigin !== undefined && !/^https?:\/\/[^/?#\s]+\/?$/.test(gameOrigin)) {
    throw new CliUsageError(`--game-origin must be an http(s) origin such as http://localhost:{port}, got '${gameOrigin}'.\n${CLI_USAGE}`);
  }
  const trusted = originList('trusted-origin', values['trusted-origin'], env.OYNA_SANDBOX_TRUSTED_ORIGINS, 'https://partner.example');
  const sites = originList('site-origin', values['site-origin'], env.OYNA_SANDBOX_SITE_ORIGINS, 'https://oyna.example');
  const proxies = values['trusted-proxy'] ?? (env.OYNA_SANDBOX_TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const badProxy = proxies.find((entry) => !isAddressOrRange(entry));
  if (badProxy !== undefined) {
    throw new CliUsageError(`--trusted-proxy must be an IP address or CIDR range such as 127.0.0.1 or 10.0.0.0/8, got '${badProxy}'.\n${CLI_USAGE}`);
  }
  return {
    ...(gameOrigin === undefined ? {} : { gameOrigin }),
    ...(proxies.length === 0 ? {} : { trustedProxies: proxies }),
    ...(trusted.length === 0 ? {} : { trustedOrigins: trusted }),
    ...(sites.length === 0 ? {} : { siteOrigins: sites }),
    ...(world === undefined ? {} : { world: world as WorldSize }),
    ...(seedText === undefined ? {} : { worldSeed: Number(seedText) }),
    port,
    ...(dbPath === undefined ? {} : { dbPath }),
    ...(host === undefined ? {} : { host }),
    testHooks: values['test-hooks'] ?? env.OYNA_SANDBOX_TEST_HOOKS === '1',
    outbox: values.outbox ?? env.OYNA_SANDBOX_OUTBOX === '1',
    log: !values.quiet,
  };
}
