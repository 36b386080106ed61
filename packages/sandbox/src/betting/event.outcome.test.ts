import { describe, expect, it } from 'vitest';
import { matchScript } from '../sportsbook/match.script.ts';
import { sportById, type Sport } from '../sportsbook/sports.catalog.ts';
import { TEST_WORLD_SEED } from '../sportsbook/world.options.ts';
import { firstHalfScore, playedSets } from './event.outcome.ts';

describe('the parts of a scripted match', () => {
  it('reads every set of a tennis match: winners that add up to the final score, points no fewer than a set takes', () => {
    const tennis = sportById(3) as Sport;
    for (let eventId = 1; eventId <= 40; eventId += 1) {
      const script = matchScript(TEST_WORLD_SEED, eventId, tennis);
      const final = script.steps[script.steps.length - 1]!;
      const sets = playedSets(tennis, script)!;
      expect(sets.filter((set) => set.winner === 'home')).toHaveLength(final.home);
      expect(sets.filter((set) => set.winner === 'away')).toHaveLength(final.away);
      for (const set of sets) expect(set.points).toBeGreaterThanOrEqual(6);
    }
  });

  it('reads the half-time score of a football match: never more than the final one', () => {
    const football = sportById(1) as Sport;
    let differs = 0;
    for (let eventId = 1; eventId <= 40; eventId += 1) {
      const script = matchScript(TEST_WORLD_SEED, eventId, football);
      const final = script.steps[script.steps.length - 1]!;
      const half = firstHalfScore(football, script)!;
      expect(half.home).toBeLessThanOrEqual(final.home);
      expect(half.away).toBeLessThanOrEqual(final.away);
      if (half.home !== final.home || half.away !== final.away) differs += 1;
    }
    expect(differs).toBeGreaterThan(10);
    expect(playedSets(football, matchScript(TEST_WORLD_SEED, 1, football))).toBeNull();
  });
});
