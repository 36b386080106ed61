import { describe, expect, it } from 'vitest';
import { CliUsageError, DEFAULT_CLI_PORT, parseCliOptions } from './cli.args.ts';

describe('parseCliOptions', () => {
  it('defaults to port 5050, the default database, no test hooks, no outbox, request logging', () => {
    expect(parseCliOptions([], {})).toEqual({ port: DEFAULT_CLI_PORT, testHooks: false, outbox: false, log: true });
  });

  it('serves the outbox with --outbox or OYNA_SANDBOX_OUTBOX=1', () => {
    expect(parseCliOptions(['--outbox'], {})).toMatchObject({ outbox: true });
    expect(parseCliOptions([], { OYNA_SANDBOX_OUTBOX: '1' })).toMatchObject({ outbox: true });
    expect(parseCliOptions([], { OYNA_SANDBOX_OUTBOX: 'yes' })).toMatchObject({ outbox: false });
  });

  it('reads the OYNA_SANDBOX_* environment', () => {
    expect(
      parseCliOptions([], { OYNA_SANDBOX_PORT: '6060', OYNA_SANDBOX_DB: '/tmp/x.sqlite', OYNA_SANDBOX_TEST_HOOKS: '1' }),
    ).toEqual({ port: 6060, dbPath: '/tmp/x.sqlite', testHooks: true, outbox: false, log: true });
  });

  it('lets flags win over the environment', () => {
    expect(
      parseCliOptions(['--port', '0', '--db', ':memory:', '--test-hooks', '--quiet'], { OYNA_SANDBOX_PORT: '6060', OYNA_SANDBOX_DB: 'x' }),
    ).toEqual({ port: 0, dbPath: ':memory:', testHooks: true, outbox: false, log: false });
  });

  it('reads the world size and seed', () => {
    expect(parseCliOptions(['--world', 'large', '--seed', '42'], {})).toMatchObject({ world: 'large', worldSeed: 42 });
    expect(parseCliOptions([], { OYNA_SANDBOX_WORLD: 'large', OYNA_SANDBOX_SEED: '7' })).toMatchObject({ world: 'large', worldSeed: 7 });
    expect(() => parseCliOptions(['--world', 'huge'], {})).toThrow(/--world must be one of default, large/);
    expect(() => parseCliOptions(['--seed', 'abc'], {})).toThrow(/--seed must be a whole number/);
  });

  it('reads the demo games’ origin, {port} included, and refuses anything but an origin', () => {
    expect(parseCliOptions(['--game-origin', 'http://localhost:{port}'], {})).toMatchObject({ gameOrigin: 'http://localhost:{port}' });
    expect(parseCliOptions([], { OYNA_SANDBOX_GAME_ORIGIN: 'https://games.oyna.example' })).toMatchObject({ gameOrigin: 'https://games.oyna.example' });
    expect(() => parseCliOptions(['--game-origin', 'https://games.oyna.example/play'], {})).toThrow(/--game-origin must be an http\(s\) origin/);
    expect(() => parseCliOptions(['--game-origin', 'file:///tmp'], {})).toThrow(CliUsageError);
  });

  it('reads the trusted origins from flags or a comma-separated variable, and refuses anything but an origin', () => {
    expect(parseCliOptions(['--trusted-origin', 'https://a.example', '--trusted-origin', 'https://b.example'], {})).toMatchObject({
      trustedOrigins: ['https://a.example', 'https://b.example'],
    });
    expect(parseCliOptions([], { OYNA_SANDBOX_TRUSTED_ORIGINS: 'https://a.example, http://localhost:8080' })).toMatchObject({
      trustedOrigins: ['https://a.example', 'http://localhost:8080'],
    });
    expect(parseCliOptions([], {})).not.toHaveProperty('trustedOrigins');
    for (const bad of ['https://a.example/path', 'https://user:pw@a.example', 'javascript:alert(1)']) {
      expect(() => parseCliOptions(['--trusted-origin', bad], {}), bad).toThrow(/--trusted-origin must be an http\(s\) origin/);
    }
  });

  it('reads the site origins from flags or a comma-separated variable, and refuses anything but an origin', () => {
    expect(parseCliOptions(['--site-origin', 'https://oyna.example', '--site-origin', 'http://127.0.0.1:4321'], {})).toMatchObject({
      siteOrigins: ['https://oyna.example', 'http://127.0.0.1:4321'],
    });
    expect(parseCliOptions([], { OYNA_SANDBOX_SITE_ORIGINS: 'https://oyna.example' })).toMatchObject({ siteOrigins: ['https://oyna.example'] });
    expect(parseCliOptions([], {})).not.toHaveProperty('siteOrigins');
    expect(() => parseCliOptions(['--site-origin', 'https://oyna.example/casino'], {})).toThrow(/--site-origin must be an http\(s\) origin/);
  });

  it('reads the trusted proxies from flags or a comma-separated variable, and refuses anything but an address or a range', () => {
    expect(parseCliOptions(['--trusted-proxy', '127.0.0.1', '--trusted-proxy', '::1'], {})).toMatchObject({ trustedProxies: ['127.0.0.1', '::1'] });
    expect(parseCliOptions([], { OYNA_SANDBOX_TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' })).toMatchObject({ trustedProxies: ['10.0.0.0/8', '127.0.0.1'] });
    expect(parseCliOptions([], {})).not.toHaveProperty('trustedProxies');
    for (const bad of ['localhost', '10.0.0.0/33', '300.1.1.1', '127.0.0.1/8/8', 'true']) {
      expect(() => parseCliOptions(['--trusted-proxy', bad], {}), bad).toThrow(/--trusted-proxy must be an IP address or CIDR range/);
    }
  });

  it('refuses bad ports and unknown flags with usage help', () => {
    expect(() => parseCliOptions(['--port', 'abc'], {})).toThrow(CliUsageError);
    expect(() => parseCliOptions([], { OYNA_SANDBOX_PORT: '70000' })).toThrow(/OYNA_SANDBOX_PORT/);
    expect(() => parseCliOptions(['--verbose'], {})).toThrow(/Usage/);
  });
});
