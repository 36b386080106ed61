// Timing goals are ratios to a floor measured in the same run (issue 20): the measured thing (A)
// and its floor (B) take turns, A B A B, so whatever else the shared machine is doing weighs on both
// alike; each pair gives a ratio and the report prints the median of the pairs' ratios.
import { availableParallelism, loadavg } from 'node:os';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);

/**
 * Runs the measures in turns (A, B, then C when given), `pairs` times each, and returns each turn's
 * readings in order: `[[a, b, c?], ...]`. A reading is a number, or null when the run gave none; a
 * caller that can read its runs only afterwards (from a trace) may return anything and map the
 * turns before `summarise`.
 */
export async function takeTurns(measures, pairs = PAIRS) {
  const turns = [];
  for (let pair = 0; pair < pairs; pair += 1) {
    const turn = [];
    for (const measure of measures) turn.push(await measure(pair));
    turns.push(turn);
  }
  return turns;
}

/**
 * The medians of turns of A, B and (when measured) C readings, and the median of the pairs' A/B
 * ratios (`ratio`) and A/C ratios (`ratioToC`). A turn with no A or B reading is left out of both.
 * @returns {{ a: number, b: number, c: number | null, ratio: number, ratioToC: number | null, pairs: number }}
 */
export function summarise(turns) {
  const as = [];
  const bs = [];
  const cs = [];
  const ratios = [];
  const ratiosToC = [];
  for (const [a, b, c = null] of turns) {
    if (c !== null) cs.push(c);
    if (a === null || b === null) continue;
    as.push(a);
    bs.push(b);
    ratios.push(a / b);
    if (c !== null) ratiosToC.push(a / c);
  }
  if (ratios.length === 0) throw new Error('no pair gave a reading');
  return {
    a: median(as),
    b: median(bs),
    c: cs.length ? median(cs) : null,
    ratio: median(ratios),
    ratioToC: ratiosToC.length ? median(ratiosToC) : null,
    pairs: ratios.length,
  };
}

/**
 * Runs `measureA` and `measureB` alternately, `pairs` times each (A first, then B); both resolve
 * to a number, or null when a run gave no reading (left out of both medians). `alongside`, when
 * given, is measured after each B for context (a second floor): its median is `c`, and the median of
 * the pairs' A/C ratios `ratioToC`.
 */
export async function alternate(measureA, measureB, pairs = PAIRS, alongside = null) {
  return summarise(await takeTurns(alongside ? [measureA, measureB, alongside] : [measureA, measureB], pairs));
}

/** `1.42×`: a ratio as the table writes it. */
export const times = (ratio) => `${ratio.toFixed(2)}×`;

/** The load average, for the line every timing table ends with. */
export const loadLine = () =>
  `Load average: ${loadavg().map((load) => load.toFixed(2)).join(' ')} on ${availableParallelism()} cores.`;
