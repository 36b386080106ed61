import type { MatchScript } from './match.script.ts';
import { SUSPENSION_MS, type MatchState } from './match.state.ts';
import { hashInts } from './prng.ts';

/** The shortest and longest time between two routine re-pricings of one live event. */
export const REPRICE_MIN_MS = 10_000;
export const REPRICE_MAX_MS = 30_000;
/** Drift (the traders' hand on the model's price) is redrawn this often, and at a reopening. */
export const DRIFT_HOLD_MS = 5 * 60_000;

const CADENCE_PURPOSE = 3;
const DRIFT_PHASE_PURPOSE = 5;

/** An event's own re-pricing rhythm: its interval (10–30 s, whole seconds) and where in it it starts. */
export function repriceCadence(seed: number, eventId: number): { everyMs: number; phaseMs: number } {
  const steps = (REPRICE_MAX_MS - REPRICE_MIN_MS) / 1000 + 1;
  const everyMs = REPRICE_MIN_MS + 1000 * (hashInts(seed, CADENCE_PURPOSE, eventId) % steps);
  const phaseMs = 1000 * (hashInts(seed, CADENCE_PURPOSE, eventId, 1) % (everyMs / 1000));
  return { everyMs, phaseMs };
}

const suspensionsOf = new WeakMap<MatchScript, readonly number[]>();

/** When the last suspending score (a goal, a won set) at or before `elapsed` came, or null. */
function lastSuspension(script: MatchScript, elapsed: number): number | null {
  let times = suspensionsOf.get(script);
  if (!times) {
    times = script.steps.filter((step) => step.suspends && step.at > 0).map((step) => step.at);
    suspensionsOf.set(script, times);
  }
  let found: number | null = null;
  for (const at of times) {
    if (at > elapsed) break;
    found = at;
  }
  return found;
}

/**
 * The moment (ms after kick-off) whose prices a live event shows at `state`. Prices change the way
 * a real feed's do: on the event's own cadence, and at once at kick-off, a goal or won set (which
 * suspends the event), its reopening and a new period or break. While suspended they hold still:
 * locked odds are not worth sending. Everything here follows from the seed, the event and its
 * script, so the prices at a time are a pure function of them.
 */
export function pricingMoment(seed: number, eventId: number, script: MatchScript, state: MatchState): number {
  const suspension = lastSuspension(script, state.elapsed);
  if (state.suspended && suspension !== null) return suspension;
  const { everyMs, phaseMs } = repriceCadence(seed, eventId);
  const routine = Math.floor((state.elapsed + phaseMs) / everyMs) * everyMs - phaseMs;
  const reopened = suspension === null ? 0 : suspension + SUSPENSION_MS;
  const happened = Math.max(reopened <= state.elapsed ? reopened : 0, state.phase.from, 0);
  // A routine re-pricing that would come hard on the heels of one the game asked for is skipped.
  return routine - happened < REPRICE_MIN_MS ? happened : routine;
}

/** Which drift a price made at `moment` carries: it is redrawn every few minutes (each event at its own time). */
export function driftEpoch(seed: number, eventId: number, moment: number): number {
  const phase = hashInts(seed, DRIFT_PHASE_PURPOSE, eventId) % DRIFT_HOLD_MS;
  return Math.floor((moment + phase) / DRIFT_HOLD_MS);
}

const MINUTE_MS = 60_000;

/**
 * The match time the pricing model reads: whole minutes on the event's own grid (each event at its
 * own second, so a whole league's prices do not all move at once), never before the current
 * period or break began. So time alone moves a price at most once a minute.
 */
export function modelElapsed(seed: number, eventId: number, state: MatchState): number {
  const offset = 1000 * (hashInts(seed, CADENCE_PURPOSE, eventId, 2) % 60);
  const minute = Math.floor((state.elapsed + offset) / MINUTE_MS) * MINUTE_MS - offset;
  return Math.max(minute, state.phase.from);
}
