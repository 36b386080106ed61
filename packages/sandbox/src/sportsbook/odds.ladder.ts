/**
 * The prices a bookmaker publishes: 0.01 apart up to 2.00, then wider steps as prices grow
 * (2.02, 3.05, 4.10, 6.20, 10.50, 21, 32, 55, 110), as exchanges and most sportsbooks quote them.
 * A long price then does not flicker with every small change of its chance.
 */
const LADDER: readonly (readonly [belowCents: number, stepCents: number])[] = [
  [200, 1], [300, 2], [400, 5], [600, 10], [1000, 20], [2000, 50], [3000, 100], [5000, 200], [10_000, 500], [Infinity, 1000],
];

/** The highest price on the ladder at or below `price`, never below 1.01 (the margin stays the house's). */
export function onPriceLadder(price: number): number {
  // The small allowance keeps 1.85 at 1.85 when floating point makes it 1.8499999.
  const cents = Math.floor(price * 100 + 1e-6);
  const [, step] = LADDER.find(([below]) => cents < below) as readonly [number, number];
  return Math.max(101, Math.floor(cents / step) * step) / 100;
}
