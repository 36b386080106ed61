import { describe, expect, it } from 'vitest';
import { demoLiveWorld } from '../../fixtures/live.data';
import { liveOverview, overviewLayout } from './liveOverview.model';

const world = demoLiveWorld();

describe('the live overview', () => {
  it("lists a sport's events by league with 1, X and 2", () => {
    const view = liveOverview({ sports: world.sports, groups: world.groups, sportId: 1 });
    expect(view.sport?.name).toBe('Futbol');
    expect(view.count).toBe(8);
    expect(view.rows.filter((row) => row.kind === 'league').map((row) => row.kind === 'league' && row.title)).toEqual([
      'Türkiye · Süper Lig',
      'Türkiye · 1. Lig',
      'İngiltere · Premier League',
      'İspanya · La Liga',
    ]);
    const derby = view.rows.find((row) => row.kind === 'event' && row.event.id === 70001);
    expect(derby?.kind === 'event' && derby.odds).toEqual([
      { key: '1', name: '1', oddId: 700011, rate: 1.42 },
      { key: 'X', name: 'X', oddId: 700012, rate: 4.6 },
      { key: '2', name: '2', oddId: 700013, rate: 7.25 },
    ]);
  });

  it('leaves the draw out for a sport that has none', () => {
    const view = liveOverview({ sports: world.sports, groups: world.groups, sportId: 2 });
    const first = view.rows.find((row) => row.kind === 'event');
    expect(first?.kind === 'event' && first.odds.map((odd) => odd.name)).toEqual(['1', '2']);
  });

  it('links every live sport but the hidden ones, and knows no hidden or ended sport', () => {
    const view = liveOverview({ sports: world.sports, groups: world.groups, sportId: 35 });
    expect(view.sport).toBeNull();
    expect(view.rows).toEqual([]);
    expect(view.sports.map((sport) => [sport.name, sport.count, sport.href])).toEqual([
      ['Futbol', 8, '/spor/live/overview/1'],
      ['Basketbol', 3, '/spor/live/overview/2'],
      ['Tenis', 2, '/spor/live/overview/3'],
      ['Buz Hokeyi', 1, '/spor/live/overview/4'],
      ['Voleybol', 1, '/spor/live/overview/5'],
      ['E-Spor', 1, '/spor/live/overview/6'],
    ]);
  });

  it('puts the odds beside the teams from 760 px of list width', () => {
    expect(overviewLayout(759)).toBe('stacked');
    expect(overviewLayout(760)).toBe('roomy');
  });
});
