/**
 * Deterministic randomness for the sports world: the same seed and the same keys always give the
 * same numbers, on every machine, so a world at a given time is a function of its seed.
 */

/** Mixes integers into one 32-bit hash (murmur3's finaliser over each word). */
export function hashInts(...values: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) {
    // Large ids (beyond 32 bits) are split so no bit is lost.
    const high = Math.floor(value / 0x1_0000_0000);
    for (const word of [value >>> 0, high >>> 0]) {
      h = Math.imul(h ^ word, 0x85ebca6b);
      h ^= h >>> 13;
      h = Math.imul(h, 0xc2b2ae35);
      h ^= h >>> 16;
    }
  }
  return h >>> 0;
}

/** Four 32-bit words of state: too many to guess by trying them all. */
export type PrngWords = readonly [number, number, number, number];

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function sfc32([first, second, third, fourth]: PrngWords): () => number {
  let a = first >>> 0;
  let b = second >>> 0;
  let c = third >>> 0;
  let d = fourth >>> 0;
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4_294_967_296;
  };
}

/**
 * A small seeded generator: mulberry32 from one 32-bit seed (the public schedule), or sfc32 from
 * 128 bits (a match script decided from the world's secret, which a 32-bit state would let anyone
 * recover by trying every seed against the first minutes of a match).
 */
export class Prng {
  readonly #next: () => number;

  constructor(seed: number | PrngWords) {
    this.#next = typeof seed === 'number' ? mulberry32(seed) : sfc32(seed);
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.#next();
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Poisson-distributed count with the given mean (Knuth; the means used here are small). */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let count = 0;
    let product = this.next();
    while (product > limit) {
      count += 1;
      product *= this.next();
    }
    return count;
  }

  /** Waiting time of a Poisson process with the given rate (events per unit). */
  exponential(rate: number): number {
    return -Math.log(1 - this.next()) / rate;
  }
}

/** A generator keyed by the world seed and any integers (event id, hour, purpose). */
export const prngFor = (...keys: readonly number[]): Prng => new Prng(hashInts(...keys));
