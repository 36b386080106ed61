import type { SandboxOdd, UiSandbox } from './sandbox';

// The betslip and My Bets tests' calls to the sandbox: stakes and coupons placed the way the slip
// places them (sportsbook/calculate, sportsbook/placeBet), and the names and amounts the slip shows.

/** An odds button's name: 'Beşiktaş – Kayserispor, Match Result, 1, 11.50'. */
export const oddsButtonName = (odd: SandboxOdd, rate = odd.rate): string => `${pickName(odd)}, ${rate.toFixed(2)}`;

/** A pick's name in the slip (its Remove button, its stake box): the odd without its rate. */
export const pickName = (odd: SandboxOdd): string => `${odd.eventName}, ${odd.marketName}, ${odd.name}`;

/** An amount in TRY as the slip and My Bets show it: '₺17,75', '₺1.234,50'. */
export function lira(amount: number): string {
  const [whole, fraction] = amount.toFixed(2).split('.') as [string, string];
  return `₺${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${fraction}`;
}

// The sandbox's money rules restated in whole hundredths (exact as floats at these sizes).
const cents = (value: number) => Math.round(value * 100);

/** What a stake wins: stake × rate, rounded half up to the kuruş. */
export const winOf = (stake: number, rate: number): number => Math.round((cents(stake) * cents(rate)) / 100) / 100;

/** A multiple's total rate: the product of the rates rounded half up to 2 decimals. */
export const totalOf = (...rates: number[]): number =>
  Math.round(rates.map(cents).reduce((product, rate) => product * rate, 1) / 100 ** (rates.length - 1)) / 100;

async function succeeded<T>(path: string, call: Promise<{ success: boolean; message: string; data: T }>): Promise<T> {
  const answer = await call;
  if (!answer.success) throw new Error(`${path} was refused: ${answer.message}`);
  return answer.data;
}

/** Keeps a pick's single stake on the slip of `token`, as the stake box does. */
export function setSingleStake(sandbox: UiSandbox, token: string, oddId: number, amount: number): Promise<unknown> {
  return succeeded('sportsbook/calculate', sandbox.sb('sportsbook/calculate', { token, body: { type: 1, oddId, amount } }));
}

/** Keeps the multiple's stake on the slip of `token`. */
export function setMultipleStake(sandbox: UiSandbox, token: string, amount: number): Promise<unknown> {
  return succeeded('sportsbook/calculate', sandbox.sb('sportsbook/calculate', { token, body: { type: 2, amount } }));
}

/** The player puts the odd on their slip and places it as a single; returns the coupon's id. */
export async function placeSingle(sandbox: UiSandbox, token: string, oddId: number, stake: number): Promise<number> {
  await sandbox.addToSlip(token, oddId);
  const body = { type: 1, selection: [{ oddId, amount: stake }], acceptChanges: false };
  const placed = await succeeded('sportsbook/placeBet', sandbox.sb<{ betIds: number[] }>('sportsbook/placeBet', { token, body }));
  return placed.betIds[0]!;
}

/** The player puts the odds on their (empty) slip and places them as one multiple; returns the coupon's id. */
export async function placeMultiple(sandbox: UiSandbox, token: string, oddIds: number[], stake: number): Promise<number> {
  await sandbox.addToSlip(token, ...oddIds);
  const body = { type: 2, amount: stake, acceptChanges: false };
  const placed = await succeeded('sportsbook/placeBet', sandbox.sb<{ betIds: number[] }>('sportsbook/placeBet', { token, body }));
  return placed.betIds[0]!;
}

/** The odd ids on the slip of `token`, as the server keeps it. */
export async function slipOddIds(sandbox: UiSandbox, token: string): Promise<number[]> {
  const slip = await succeeded('sportsbook/betslip', sandbox.sb<{ oddList: { oddId: number }[] }>('sportsbook/betslip', { token }));
  return slip.oddList.map((odd) => odd.oddId);
}

/** The player's open (or settled) coupons as My Bets answers them, newest first. */
export function myBets(sandbox: UiSandbox, token: string, settled = false): Promise<{ total: number; items: any[] }> {
  return succeeded('sportsbook/mybets', sandbox.sb('sportsbook/mybets', { token, body: { skip: 0, take: 50, settled } }));
}

/**
 * A network whose calls to one path fail (the connection breaks) until the returned function is
 * called: for what the sandbox never does by itself.
 */
export function breakingNetwork(base: typeof globalThis.fetch = globalThis.fetch) {
  const broken = new Set<string>();
  const network: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if ([...broken].some((path) => url.pathname.endsWith(path))) throw new TypeError('Failed to fetch');
    return base(input, init);
  };
  return {
    fetch: network,
    break(path: string): () => void {
      broken.add(path);
      return () => void broken.delete(path);
    },
  };
}
