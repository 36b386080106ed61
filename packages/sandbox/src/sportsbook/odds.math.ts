/** A distribution over whole numbers: `p[i]` is the chance of `offset + i`. */
export interface Distribution {
  offset: number;
  p: Float64Array;
}

/**
 * The total of a compound Poisson process: a Poisson(`mean`) number of scores, each worth one of
 * `values` (by weight). Panjer's recursion; with a single value of 1 it is the Poisson distribution.
 */
export function compoundPoisson(mean: number, values: readonly (readonly [number, number])[]): Distribution {
  const weightSum = values.reduce((sum, [, weight]) => sum + weight, 0);
  const meanValue = values.reduce((sum, [value, weight]) => sum + value * weight, 0) / weightSum;
  const meanSquare = values.reduce((sum, [value, weight]) => sum + value * value * weight, 0) / weightSum;
  const expected = mean * meanValue;
  const spread = Math.sqrt(mean * meanSquare);
  const size = Math.max(2, Math.ceil(expected + 9 * spread + 10));
  const p = new Float64Array(size);
  p[0] = Math.exp(-mean);
  for (let k = 1; k < size; k += 1) {
    let sum = 0;
    for (const [value, weight] of values) {
      if (value <= k) sum += value * (weight / weightSum) * (p[k - value] as number);
    }
    p[k] = (mean / k) * sum;
  }
  return { offset: 0, p };
}

/** The distribution of `a + b` (sign +1) or `a - b` (sign -1) for independent a and b. */
export function combine(a: Distribution, b: Distribution, sign: 1 | -1): Distribution {
  const aSize = a.p.length;
  const bSize = b.p.length;
  const offset = sign === 1 ? a.offset + b.offset : a.offset - (b.offset + bSize - 1);
  const p = new Float64Array(aSize + bSize - 1);
  for (let i = 0; i < aSize; i += 1) {
    const pa = a.p[i] as number;
    if (pa < 1e-12) continue;
    for (let j = 0; j < bSize; j += 1) {
      const index = sign === 1 ? i + j : i + (bSize - 1 - j);
      p[index] = (p[index] as number) + pa * (b.p[j] as number);
    }
  }
  return { offset, p };
}

/** The chance that the value satisfies `test`. */
export function chance(distribution: Distribution, test: (value: number) => boolean): number {
  let sum = 0;
  distribution.p.forEach((probability, index) => {
    if (test(distribution.offset + index)) sum += probability;
  });
  return sum;
}

/** The chance of exactly `value`. */
export const chanceOf = (distribution: Distribution, value: number): number =>
  distribution.p[value - distribution.offset] ?? 0;

/** Shifts a distribution by a known amount (the score already on the board). */
export const shifted = (distribution: Distribution, by: number): Distribution => ({ offset: distribution.offset + by, p: distribution.p });
