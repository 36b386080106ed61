import { describe, expect, it } from 'vitest';
import { ALL_COMPETITIONS, competitionById, competitionsOf } from './competitions.catalog.ts';
import { sportById } from './sports.catalog.ts';

describe('the competitions', () => {
  it('have unique ids below 1000 (event ids are built from them) and known sports', () => {
    const ids = ALL_COMPETITIONS.map((competition) => competition.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.max(...ids)).toBeLessThan(1000);
    for (const competition of ALL_COMPETITIONS) {
      expect(sportById(competition.sportId), competition.name).toBeDefined();
      expect(competitionById(competition.id)).toBe(competition);
      expect(new Set(competition.teams).size, competition.name).toBe(competition.teams.length);
    }
  });

  it('give no sport of the large world more than 400 teams, so at most 200 of its matches are ever live', () => {
    const teams = new Map<number, Set<string>>();
    for (const competition of competitionsOf('large')) {
      const names = teams.get(competition.sportId) ?? new Set<string>();
      competition.teams.forEach((team) => names.add(team));
      teams.set(competition.sportId, names);
    }
    for (const [sportId, names] of teams) expect(names.size, `sport ${sportId}`).toBeLessThanOrEqual(400);
    expect([...teams.values()].filter((names) => names.size > 300).length).toBeGreaterThanOrEqual(11);
  });

  it('keep the large world’s further competitions out of the default world', () => {
    expect(competitionsOf('default').every((competition) => competition.perDay > 0)).toBe(true);
    expect(competitionsOf('large').length).toBeGreaterThan(competitionsOf('default').length + 200);
  });
});
