import type { SandboxOptions } from '../sandbox.ts';
import { startTestSandbox, type TestSandbox } from './sandbox.fixture.ts';
import { NO_RATE_LIMITS } from './test.options.ts';

/** Rate limits out of the way, for tests of the rules behind them. */
export const NO_LIMITS = NO_RATE_LIMITS;

/** A sandbox for the account tests: its clock frozen (codes wait and expire only when a test moves it). */
export const startAccountSandbox = (options: SandboxOptions = {}) =>
  startTestSandbox({ clockStart: '2026-03-14T12:00:00Z', clockFrozen: true, ...options });

export interface NewPlayer {
  token: string;
  username: string;
  email: string;
  phone: string;
  password: string;
}

let serial = 0;

/** Signs a new player up (fast form) and returns their token and details. */
export async function signUp(t: TestSandbox, change: Record<string, unknown> = {}): Promise<NewPlayer> {
  serial += 1;
  const body = {
    name: 'Ece',
    surname: 'Demir',
    username: `ecedemir${serial}`,
    email: `ece.demir${serial}@example.com`,
    phone: `90555${String(1_000_000 + serial).slice(-7)}`,
    country: 235,
    currencyId: 1,
    trialBonus: 0,
    password: 'gizli12345',
    password2: 'gizli12345',
    isFast: true,
    ...change,
  };
  const response = await t.call('/api/auth/register', { token: await t.anonymousToken(), body });
  if (!response.body.success) throw new Error(`sign-up failed: ${response.body.message}`);
  return { token: response.body.data.token, username: body.username, email: body.email, phone: body.phone, password: body.password };
}

/** What the outbox holds for one recipient (the test hook), newest first. */
export async function outboxOf(t: TestSandbox, to: string): Promise<Array<{ channel: string; to: string; subject: string; text: string; code: string | null; sentAt: string }>> {
  const response = await t.call(`/__test/outbox?to=${encodeURIComponent(to)}`);
  if (!response.body.success) throw new Error(`outbox: ${response.body.message}`);
  return response.body.data;
}

/** The last code sent to a phone number or an address. */
export async function lastCode(t: TestSandbox, to: string): Promise<string> {
  const [latest] = await outboxOf(t, to);
  if (!latest?.code) throw new Error(`no code was sent to ${to}`);
  return latest.code;
}

/** Moves the sandbox's clock forward (codes wait for it). */
export async function advance(t: TestSandbox, seconds: number): Promise<void> {
  await t.call('/__test/clock', { body: { advanceMinutes: seconds / 60 } });
}

/** A code of the right shape that is not `code`. */
export const otherThan = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
