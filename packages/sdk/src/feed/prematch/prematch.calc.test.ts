import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PrematchCategory } from '../shared/feed.schema';
import {
  eventsWithin,
  groupByDay,
  selectCompetition,
  toggleCompetition,
  topLeaguesOf,
  visibleTree,
  withoutCompetition,
  type SelectedCompetition,
} from './prematch.calc';

const choice = (competitionId: number) => ({ competitionId, sportId: 1, name: `C${competitionId}`, groupName: 'G' });
const selected = (...ids: number[]): SelectedCompetition[] =>
  ids.map((id) => ({ ...choice(id), loading: false, data: [] }));
const ids = (list: readonly SelectedCompetition[]) => list.map((entry) => entry.competitionId);

describe('selected competitions', () => {
  it('puts a new competition at the front and asks for its events', () => {
    const change = selectCompetition(selected(1, 2), choice(3));
    expect(ids(change.list)).toEqual([3, 1, 2]);
    expect(change.added).toBe(true);
    expect(change.list[0]).toMatchObject({ loading: true, data: [] });
  });

  it('moves one already selected to the front, keeping the events it has', () => {
    const list = selected(1, 2, 3);
    list[2] = { ...list[2]!, data: [{ id: 9 } as never] };
    const change = selectCompetition(list, choice(3));
    expect(ids(change.list)).toEqual([3, 1, 2]);
    expect(change.added).toBe(false);
    expect(change.list[0]!.data).toHaveLength(1);
  });

  it('toggles: the checkbox of a selected one removes it', () => {
    expect(ids(toggleCompetition(selected(1, 2), choice(2)).list)).toEqual([1]);
    expect(ids(toggleCompetition(selected(1, 2), choice(5)).list)).toEqual([5, 1, 2]);
    expect(ids(withoutCompetition(selected(1, 2), 1))).toEqual([2]);
  });

  it('never holds a competition twice, and the last chosen is always first', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 6 })), { maxLength: 30 }), (steps) => {
        let list: SelectedCompetition[] = [];
        for (const [toggle, id] of steps) {
          list = (toggle ? toggleCompetition(list, choice(id)) : selectCompetition(list, choice(id))).list;
          if (!toggle || list.some((entry) => entry.competitionId === id)) expect(list[0]!.competitionId).toBe(id);
        }
        expect(new Set(ids(list)).size).toBe(list.length);
      }),
    );
  });
});

const tree: PrematchCategory[] = [
  {
    id: 2,
    name: 'Basketbol',
    count: 5,
    sort: 2,
    groups: [
      { groupName: 'usa', name: 'ABD', count: 5, sort: 1, competitions: [{ id: 50, name: 'NBA', count: 5, sort: 1 }] },
    ],
  },
  {
    id: 1,
    name: 'Futbol',
    count: 30,
    sort: 1,
    groups: [
      {
        groupName: 'turkey',
        name: 'Türkiye',
        count: 10,
        sort: 1,
        competitions: [
          { id: 11, name: 'Süper Lig', count: 10, sort: 1 },
          { id: 12, name: '1. Lig', count: 0, sort: 2 },
        ],
      },
      { groupName: 'germany', name: 'Almanya', count: 0, sort: 3, competitions: [{ id: 30, name: 'Bundesliga', count: 0, sort: 1 }] },
      {
        groupName: 'england',
        name: 'İngiltere',
        count: 20,
        sort: 2,
        competitions: [
          { id: 21, name: 'Championship', count: 8, sort: 2 },
          { id: 20, name: 'Premier League', count: 12, sort: 1 },
        ],
      },
    ],
  },
];

describe('the prematch tree', () => {
  it('shows sports, groups and competitions in sort order, without empty ones', () => {
    const shown = visibleTree(tree);
    expect(shown.map((sport) => sport.name)).toEqual(['Futbol', 'Basketbol']);
    expect(shown[0]!.groups.map((group) => group.name)).toEqual(['Türkiye', 'İngiltere']);
    expect(shown[0]!.groups[0]!.competitions.map((competition) => competition.name)).toEqual(['Süper Lig']);
    expect(shown[0]!.groups[1]!.competitions.map((competition) => competition.id)).toEqual([20, 21]);
  });

  it('finds the Top Leagues with their sport and group', () => {
    expect(topLeaguesOf(tree)).toEqual([
      { competitionId: 20, sportId: 1, name: 'Premier League', groupName: 'İngiltere', count: 12 },
      { competitionId: 30, sportId: 1, name: 'Bundesliga', groupName: 'Almanya', count: 0 },
      { competitionId: 50, sportId: 2, name: 'NBA', groupName: 'ABD', count: 5 },
    ]);
  });
});

describe('events within the time filter', () => {
  it('keeps the events kicking off within the hours, all of them for All', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    const events = [
      { id: 1, eventDate: '2026-05-01T17:59:00' },
      { id: 2, eventDate: '2026-05-01T18:01:00' },
      { id: 3, eventDate: '2026-05-03T11:00:00' },
    ];
    expect(eventsWithin(events, 6, now).map((event) => event.id)).toEqual([1]);
    expect(eventsWithin(events, 48, now).map((event) => event.id)).toEqual([1, 2, 3]);
    expect(eventsWithin(events, null, now)).toHaveLength(3);
  });
});

describe('events by day', () => {
  it('groups by the day in the player zone, soonest first', () => {
    const events = [
      { id: 3, eventDate: '2026-05-02T10:00:00' },
      { id: 1, eventDate: '2026-05-01T22:30:00' },
      { id: 2, eventDate: '2026-05-01T20:00:00' },
    ];
    expect(groupByDay(events, 'Europe/Istanbul')).toEqual([
      { day: '2026-05-01', events: [events[2]] },
      { day: '2026-05-02', events: [events[1], events[0]] },
    ]);
    expect(groupByDay(events, 'UTC').map((day) => day.events.length)).toEqual([2, 1]);
  });
});
