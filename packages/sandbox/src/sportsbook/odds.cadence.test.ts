import { describe, expect, it } from 'vitest';
import { matchScript, withForcedGoals } from './match.script.ts';
import { matchStateAt, SUSPENSION_MS } from './match.state.ts';
import { driftEpoch, modelElapsed, pricingMoment, repriceCadence, REPRICE_MAX_MS, REPRICE_MIN_MS } from './odds.cadence.ts';
import { sportById, type Sport } from './sports.catalog.ts';

const SEED = 20260101;
const MINUTE = 60_000;
const football = sportById(1) as Sport;

describe('the re-pricing cadence', () => {
  it('gives each event its own interval of 10–30 whole seconds, decided by the seed', () => {
    const cadences = Array.from({ length: 500 }, (_, index) => repriceCadence(SEED, 5_434_900_100 + index));
    for (const { everyMs, phaseMs } of cadences) {
      expect(everyMs).toBeGreaterThanOrEqual(REPRICE_MIN_MS);
      expect(everyMs).toBeLessThanOrEqual(REPRICE_MAX_MS);
      expect(everyMs % 1000).toBe(0);
      expect(phaseMs).toBeLessThan(everyMs);
    }
    expect(new Set(cadences.map((cadence) => cadence.everyMs)).size).toBe(21);
    expect(repriceCadence(SEED, 5_434_900_101)).toEqual(repriceCadence(SEED, 5_434_900_101));
    expect(cadences.map((cadence) => cadence.everyMs)).not.toEqual(
      Array.from({ length: 500 }, (_, index) => repriceCadence(7, 5_434_900_100 + index).everyMs),
    );
  });

  it('re-prices at once for a goal, holds while suspended, and again at the reopening', () => {
    const eventId = 5_434_900_101;
    const goalAt = 20 * MINUTE + 7_000;
    const script = withForcedGoals(matchScript(SEED, eventId, football), [{ at: goalAt, side: 'home' }]);
    const at = (elapsed: number) => pricingMoment(SEED, eventId, script, matchStateAt(script, elapsed));
    expect(at(goalAt)).toBe(goalAt);
    expect(at(goalAt + 30_000)).toBe(goalAt);
    expect(at(goalAt + SUSPENSION_MS)).toBe(goalAt);
    expect(at(goalAt + SUSPENSION_MS + 1000)).toBe(goalAt + SUSPENSION_MS);
    const { everyMs } = repriceCadence(SEED, eventId);
    const later = goalAt + SUSPENSION_MS + everyMs + 1000;
    expect(at(later)).toBeGreaterThan(goalAt + SUSPENSION_MS);
    expect(at(later)).toBeLessThanOrEqual(later);
    expect(later - at(later)).toBeLessThan(everyMs);
  });

  it('re-prices when a new period begins', () => {
    const eventId = 5_434_900_102;
    const script = matchScript(SEED, eventId, football);
    const second = script.phases.find((phase) => phase.kind === 'play' && phase.index === 1)!;
    const state = matchStateAt(script, second.from);
    expect(state.suspended).toBe(false);
    expect(pricingMoment(SEED, eventId, script, state)).toBe(second.from);
  });

  it('reads the match clock in whole minutes and redraws drift only every few minutes', () => {
    const eventId = 5_434_900_103;
    const script = matchScript(SEED, eventId, football);
    const clocks = new Set<number>();
    const drifts = new Set<number>();
    for (let elapsed = 10 * MINUTE; elapsed < 20 * MINUTE; elapsed += 1000) {
      clocks.add(modelElapsed(SEED, eventId, matchStateAt(script, elapsed)));
      drifts.add(driftEpoch(SEED, eventId, elapsed));
    }
    expect(clocks.size).toBeLessThanOrEqual(11);
    expect(drifts.size).toBeLessThanOrEqual(3);
  });
});
