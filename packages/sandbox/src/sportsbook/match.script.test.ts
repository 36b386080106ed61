import { describe, expect, it } from 'vitest';
import { matchLength, matchScript, setWinner, withForcedGoals } from './match.script.ts';
import { matchStateAt, SUSPENSION_MS } from './match.state.ts';
import { sportById, SPORTS, type SetPlay, type Sport } from './sports.catalog.ts';

const sport = (id: number): Sport => sportById(id) as Sport;
const MINUTE = 60_000;

describe('a football script', () => {
  const script = matchScript(1, 123, sport(1));

  it('plays 45 minutes plus stoppage, a 15-minute break, then the second half', () => {
    const [first, pause, second] = script.phases;
    expect(first).toMatchObject({ kind: 'play', index: 0, from: 0, minuteBase: 0 });
    expect(first!.to - first!.from).toBeGreaterThanOrEqual(46 * MINUTE);
    expect(pause).toMatchObject({ kind: 'break', from: first!.to, to: first!.to + 15 * MINUTE });
    expect(second).toMatchObject({ kind: 'play', index: 1, from: pause!.to, minuteBase: 45 });
    expect(script.end).toBe(second!.to);
  });

  it('counts minutes from 1 and stops the clock at half time', () => {
    expect(matchStateAt(script, 0).minute).toBe(1);
    expect(matchStateAt(script, 30 * MINUTE + 5000).minute).toBe(31);
    const pause = script.phases[1]!;
    expect(matchStateAt(script, pause.from + MINUTE).minute).toBeNull();
    expect(matchStateAt(script, pause.to).minute).toBe(46);
  });

  it('is the same for the same seed and event, and differs for another seed', () => {
    expect(matchScript(1, 123, sport(1))).toEqual(script);
    const others = [2, 3, 4, 5].map((seed) => matchScript(seed, 123, sport(1)).steps);
    expect(others.some((steps) => JSON.stringify(steps) !== JSON.stringify(script.steps))).toBe(true);
  });

  it('suspends for a moment after each goal', () => {
    const forced = withForcedGoals(script, [{ at: 10 * MINUTE, side: 'home' }]);
    const before = matchStateAt(forced, 10 * MINUTE - 1000).score;
    const at = matchStateAt(forced, 10 * MINUTE);
    expect(at.score.home).toBe(before.home + 1);
    expect(at.suspended).toBe(true);
    expect(matchStateAt(forced, 10 * MINUTE + SUSPENSION_MS + 1000).suspended).toBe(
      forced.steps.some((step) => step.suspends && step.at > 10 * MINUTE && step.at <= 10 * MINUTE + SUSPENSION_MS + 1000),
    );
    expect(matchStateAt(forced, forced.end - 1).score.home).toBe(matchStateAt(script, script.end - 1).score.home + 1);
  });

  it('scores about as often as real football over many matches', () => {
    let goals = 0;
    for (let id = 1; id <= 400; id += 1) {
      const last = matchScript(9, id, sport(1)).steps.at(-1)!;
      goals += last.home + last.away;
    }
    expect(goals / 400).toBeGreaterThan(2.2);
    expect(goals / 400).toBeLessThan(3.3);
  });
});

describe('set sports', () => {
  it.each([[3, 'SetScore'], [5, 'SetScore'], [6, 'MapScore'], [8, 'SetScore']])('sport %i ends when one side wins enough sets', (id) => {
    const play = sport(id).play as SetPlay;
    const needed = Math.ceil(play.bestOf / 2);
    for (let event = 1; event <= 30; event += 1) {
      const script = matchScript(3, event, sport(id));
      const final = script.steps.at(-1)!;
      expect(Math.max(final.home, final.away)).toBe(needed);
      expect(Math.min(final.home, final.away)).toBeLessThan(needed);
      expect(script.phases.filter((phase) => phase.kind === 'play')).toHaveLength(final.home + final.away);
    }
  });

  it('wins a set by two clear, with a tie-break at 6-6 in tennis', () => {
    const tennis = sport(3).play as SetPlay;
    expect(setWinner(tennis, 6, 6, 4)).toBe('home');
    expect(setWinner(tennis, 6, 6, 5)).toBeNull();
    expect(setWinner(tennis, 6, 7, 6)).toBe('home');
    const volleyball = sport(5).play as SetPlay;
    expect(setWinner(volleyball, 25, 25, 24)).toBeNull();
    expect(setWinner(volleyball, 25, 27, 25)).toBe('home');
    expect(setWinner(volleyball, 15, 13, 15)).toBe('away');
  });
});

describe('a match’s length', () => {
  it('is its script’s end, for every sport', () => {
    for (const each of SPORTS) {
      for (let eventId = 1; eventId <= 40; eventId += 1) {
        expect(matchLength(9, eventId, each), `${each.id}/${eventId}`).toBe(matchScript(9, eventId, each).end);
      }
    }
    expect(matchLength(9, 3, sport(2), 12)).toBe(matchScript(9, 3, sport(2), 12).end);
  });
});
