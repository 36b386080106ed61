import { describe, expect, it } from 'vitest';
import type { LeagueGroup, LiveEvent, LiveGroups } from '@oyna/sdk/feed';
import { liveOverview, overviewLayout } from './liveOverview.model';

/** A live event with its Match Result: `[1, X, 2]`, X null for a sport without a draw. Odd ids are the event's id and 1, 2, 3. */
const live = (
  id: number,
  sportId: number,
  [homeName, awayName]: [string, string],
  [odd1, oddX, odd2]: [number, number | null, number],
): LiveEvent => ({
  id,
  sportId,
  competitionId: 0,
  homeName,
  awayName,
  result: null,
  period: '1. Yarı',
  periodMinute: 10,
  eventStatus: 'O',
  liveActiveExefeedId: null,
  eventDate: '2026-03-14T15:00:00',
  oddCount: 40,
  winner: { odd1, oddX: oddX ?? 0, odd2, odd1Id: id * 10 + 1, oddXId: oddX === null ? null : id * 10 + 2, odd2Id: id * 10 + 3 },
  doubleChance: null,
  totalGoal: null,
  overUnder: null,
});
const league = (groupName: string, name: string, events: LiveEvent[]): LeagueGroup => ({ groupName, name, count: events.length, events });

const sports = [
  { id: 1, name: 'Futbol', count: 3 },
  { id: 2, name: 'Basketbol', count: 2 },
  { id: 3, name: 'Tenis', count: 1 },
  // Hidden by the spec: listed by the feed, never by the overview.
  { id: 35, name: 'E-Basketbol', count: 4 },
  { id: 11, name: 'E-Futbol', count: 1 },
];
const groups: LiveGroups = {
  1: [
    league('Türkiye', 'Süper Lig', [
      live(101, 1, ['Galatasaray', 'Fenerbahçe'], [1.42, 4.6, 7.25]),
      live(102, 1, ['Beşiktaş', 'Trabzonspor'], [2.05, 3.3, 3.6]),
    ]),
    league('İngiltere', 'Premier League', [live(103, 1, ['Arsenal', 'Chelsea'], [1.55, 4.1, 6.2])]),
  ],
  2: [
    league('ABD', 'NBA', [live(201, 2, ['Los Angeles Lakers', 'Boston Celtics'], [1.95, null, 1.85])]),
    league('İspanya', 'ACB', [live(202, 2, ['Barcelona', 'Real Madrid'], [1.7, null, 2.1])]),
  ],
  3: [league('ATP', 'Paris Masters', [live(301, 3, ['Jannik Sinner', 'Carlos Alcaraz'], [1.8, null, 2])])],
  35: [league('Uluslararası', 'Ebasketball H2H GG League', [live(3501, 35, ['Denver Nuggets (Titan)', 'Milwaukee Bucks (Hawk)'], [1.5, null, 2])])],
};

describe('the live overview', () => {
  it("lists a sport's events by league with 1, X and 2", () => {
    const view = liveOverview({ sports, groups, sportId: 1 });
    expect(view.sport?.name).toBe('Futbol');
    expect(view.count).toBe(3);
    expect(view.rows.filter((row) => row.kind === 'league').map((row) => row.kind === 'league' && row.title)).toEqual([
      'Türkiye · Süper Lig',
      'İngiltere · Premier League',
    ]);
    const derby = view.rows.find((row) => row.kind === 'event' && row.event.id === 101);
    expect(derby?.kind === 'event' && derby.odds).toEqual([
      { key: '1', name: '1', oddId: 1011, rate: 1.42, settled: false },
      { key: 'X', name: 'X', oddId: 1012, rate: 4.6, settled: false },
      { key: '2', name: '2', oddId: 1013, rate: 7.25, settled: false },
    ]);
  });

  it('leaves the draw out for a sport that has none', () => {
    const view = liveOverview({ sports, groups, sportId: 2 });
    const first = view.rows.find((row) => row.kind === 'event');
    expect(first?.kind === 'event' && first.odds.map((odd) => odd.name)).toEqual(['1', '2']);
  });

  it('links every live sport but the hidden ones, and knows no hidden or ended sport', () => {
    for (const sportId of [35, 4]) {
      const view = liveOverview({ sports, groups, sportId });
      expect(view.sport).toBeNull();
      expect(view.rows).toEqual([]);
      expect(view.sports.map((sport) => [sport.name, sport.count, sport.href])).toEqual([
        ['Futbol', 3, '/spor/live/overview/1'],
        ['Basketbol', 2, '/spor/live/overview/2'],
        ['Tenis', 1, '/spor/live/overview/3'],
      ]);
    }
  });

  it('puts the odds beside the teams from 760 px of list width', () => {
    expect(overviewLayout(759)).toBe('stacked');
    expect(overviewLayout(760)).toBe('roomy');
  });
});
