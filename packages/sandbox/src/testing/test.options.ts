import type { SandboxOptions } from '../sandbox.ts';
import { TEST_WORLD_SEED } from '../sportsbook/world.options.ts';

/** A Saturday afternoon: the tests' world stands still here, the same on every run. */
export const TEST_CLOCK = '2026-03-14T15:07:00Z';

const plenty = { max: 100_000, windowMs: 60_000 };

/** Every rate limit out of the way, for tests of the rules behind them (or tables of many calls). */
export const NO_RATE_LIMITS: NonNullable<SandboxOptions['rateLimits']> = {
  loginPerClient: plenty,
  loginPerUsername: plenty,
  tokenPerClient: plenty,
  accountPerClient: plenty,
  codeSendPerClient: plenty,
  codeSendPerTarget: plenty,
  codeCheckPerClient: plenty,
  passwordChangePerPlayer: plenty,
  callRequestPerClient: plenty,
  paymentPerPlayer: plenty,
  casinoWritePerPlayer: plenty,
  betslipWritePerOwner: plenty,
};

/**
 * A sandbox for tests (the SDK's, the widgets', the stories' recording): in memory, test hooks on,
 * live changes pushed only when a hook moves the clock, the tests' world frozen at
 * {@link TEST_CLOCK}, and logins, tokens and sign-ups not rate limited. `overrides` win.
 */
export const testSandboxOptions = (overrides: SandboxOptions = {}): SandboxOptions => ({
  dbPath: ':memory:',
  testHooks: true,
  liveTickMs: 0,
  worldSeed: TEST_WORLD_SEED,
  clockStart: TEST_CLOCK,
  clockFrozen: true,
  rateLimits: { loginPerClient: plenty, loginPerUsername: plenty, tokenPerClient: plenty, accountPerClient: plenty },
  ...overrides,
});
