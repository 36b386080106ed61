import { describe, expect, it } from 'vitest';
import type { LiveUpdate } from '../shared/feed.schema';
import {
  ALL_GROUPS_OPEN,
  applyLiveUpdate,
  applyLiveUpdateToDetail,
  isGroupOpen,
  keepUnchanged,
  leagueGroupKey,
  liveEventsInOrder,
  toLiveListing,
  nextActiveEvent,
  sameData,
  sportGroupKey,
  toggleAllGroups,
  toggleGroup,
  visibleEventIds,
  visibleLiveSports,
  type LiveGroups,
} from './live.calc';
import { basketball, football, leagueGroup, liveEvent } from './live.fixtures';

const superLig = leagueGroup('Türkiye', 'Süper Lig', [
  liveEvent(1, { homeName: 'Galatasaray', awayName: 'Fenerbahçe' }),
  liveEvent(2, { homeName: 'İstanbulspor', awayName: 'Beşiktaş' }),
]);
const premier = leagueGroup('İngiltere', 'Premier League', [liveEvent(3, { homeName: 'Arsenal', awayName: 'Chelsea' })]);
const nba = leagueGroup('ABD', 'NBA', [liveEvent(4, { sportId: 2, homeName: 'Lakers', awayName: 'Celtics', result: { Points: '88-90' } })]);
const groups: LiveGroups = { 1: [superLig, premier], 2: [nba] };
const sports = [football, basketball];
const panelOf = (input: Partial<Parameters<typeof toLiveListing>[0]> = {}) =>
  toLiveListing({ sports, groups, favourites: [], query: '', open: ALL_GROUPS_OPEN, ...input });

describe('live sports', () => {
  it('lists every live sport but 35 and 11', () => {
    const all = [football, { id: 35, name: 'Sanal', count: 4 }, basketball, { id: 11, name: 'Gizli', count: 2 }];
    expect(visibleLiveSports(all).map((sport) => sport.id)).toEqual([1, 2]);
  });

  it('orders events by sport, then league', () => {
    expect(liveEventsInOrder(sports, groups).map((event) => event.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('answers that did not change', () => {
  it('compares wire data by value', () => {
    expect(sameData(liveEvent(1), liveEvent(1))).toBe(true);
    expect(sameData(liveEvent(1), liveEvent(1, { result: { Goal: '1-0' } }))).toBe(false);
    expect(sameData(liveEvent(1), liveEvent(1, { winner: null }))).toBe(false);
    expect(sameData({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });

  it('keeps the last list when nothing changed, and each unchanged event and group when something did', () => {
    const fresh = () => [
      leagueGroup('Türkiye', 'Süper Lig', [liveEvent(1), liveEvent(2)]),
      leagueGroup('İngiltere', 'Premier League', [liveEvent(3)]),
    ];
    const previous = fresh();
    expect(keepUnchanged(previous, fresh())).toBe(previous);

    const next = fresh();
    next[0]!.events[1] = liveEvent(2, { periodMinute: 13 });
    const kept = keepUnchanged(previous, next);
    expect(kept).not.toBe(previous);
    expect(kept[0]!.events[0]).toBe(previous[0]!.events[0]);
    expect(kept[0]!.events[1]).toEqual(liveEvent(2, { periodMinute: 13 }));
    expect(kept[1]).toBe(previous[1]);
  });

  it('takes the new list when events moved between groups, groups were renamed or the list changed length', () => {
    const previous = [leagueGroup('Türkiye', 'Süper Lig', [liveEvent(1), liveEvent(2)])];
    const moved = keepUnchanged(previous, [leagueGroup('Türkiye', 'Süper Lig', [liveEvent(2), liveEvent(1)])]);
    expect(moved[0]!.events.map((event) => event.id)).toEqual([2, 1]);
    expect(moved[0]!.events[0]).toBe(previous[0]!.events[1]);
    expect(keepUnchanged(previous, [{ ...previous[0]!, count: 5 }])[0]!.count).toBe(5);
    expect(keepUnchanged(previous, [])).toEqual([]);
    expect(keepUnchanged(undefined, previous)).toBe(previous);
  });
});

describe('the live panel', () => {
  it('groups events by sport and league with counts', () => {
    const panel = panelOf();
    expect(panel.sports.map((sport) => [sport.name, sport.count, sport.leagues.map((league) => league.name)])).toEqual([
      ['Futbol', 3, ['Süper Lig', 'Premier League']],
      ['Basketbol', 1, ['NBA']],
    ]);
    expect(panel.favourites.events).toEqual([]);
    expect(panel.shown).toBe(4);
  });

  it("lists a league's own events when nothing is left out, so unchanged leagues stay the same", () => {
    const panel = panelOf();
    expect(panel.sports[0]!.leagues[0]!.events).toBe(superLig.events);
    expect(panelOf({ query: 'gala' }).sports[0]!.leagues[0]!.events).not.toBe(superLig.events);
  });

  it('moves starred events to My Favourites, in starring order, and out of the normal list', () => {
    const panel = panelOf({ favourites: [{ eventId: 4 }, { eventId: 1 }, { eventId: 999 }] });
    expect(panel.favourites.events.map((event) => event.id)).toEqual([4, 1]);
    expect(panel.sports.map((sport) => sport.id)).toEqual([1]);
    expect(panel.sports[0]!.count).toBe(2);
    expect(panel.shown).toBe(4);
  });

  it('finds teams by home or away name the Turkish way, and opens every group with a match', () => {
    const closed = toggleAllGroups(ALL_GROUPS_OPEN);
    const panel = panelOf({ query: 'İSTANBUL', open: closed });
    expect(panel.searching).toBe(true);
    expect(panel.sports).toHaveLength(1);
    expect(panel.sports[0]!.leagues[0]!.events.map((event) => event.id)).toEqual([2]);
    expect(panel.sports[0]!.open && panel.sports[0]!.leagues[0]!.open).toBe(true);
    expect(panelOf({ query: 'celtics' }).sports[0]!.name).toBe('Basketbol');
    expect(panelOf({ query: 'zzz' }).shown).toBe(0);
  });

  it('opens and closes groups one by one and all at once with the eye', () => {
    const sport = sportGroupKey(1);
    const league = leagueGroupKey(1, superLig);
    let open = toggleGroup(ALL_GROUPS_OPEN, league);
    expect([isGroupOpen(open, sport), isGroupOpen(open, league)]).toEqual([true, false]);
    expect(visibleEventIds(panelOf({ open }))).toEqual([3, 4]);

    open = toggleAllGroups(open);
    expect([open.allOpen, isGroupOpen(open, sport), isGroupOpen(open, league)]).toEqual([false, false, false]);
    expect(visibleEventIds(panelOf({ open }))).toEqual([]);

    open = toggleGroup(open, sport);
    open = toggleGroup(open, league);
    expect(visibleEventIds(panelOf({ open }))).toEqual([1, 2]);
    expect(toggleAllGroups(open)).toEqual({ allOpen: true, flipped: new Set() });
  });
});

describe('the active event', () => {
  const live = { visible: [3, 4], all: [1, 2, 3, 4] };

  it('stays while it is live', () => {
    expect(nextActiveEvent(2, live)).toBe(2);
  });

  it('becomes the first visible event when it vanished', () => {
    expect(nextActiveEvent(77, live)).toBe(3);
    expect(nextActiveEvent(77, { visible: [], all: [1, 2] })).toBe(1);
  });

  it('is the first live event found when none was active', () => {
    expect(nextActiveEvent(null, live)).toBe(1);
  });

  it('is none when nothing is live', () => {
    expect(nextActiveEvent(77, { visible: [], all: [] })).toBeNull();
    expect(nextActiveEvent(null, { visible: [], all: [] })).toBeNull();
  });
});

describe('hub deltas', () => {
  const update = (partial: Partial<LiveUpdate>): LiveUpdate => ({ events: [], odds: [], started: [], finished: [], ...partial });

  it('applies a new score, minute, period and status to that event only', () => {
    const next = applyLiveUpdate(
      groups,
      update({ events: [{ id: 2, sportId: 1, result: { Goal: '1-0' }, periodMinute: 13, eventStatus: 'S' }] }),
    );
    const event = next[1]![0]!.events[1]!;
    expect(event).toMatchObject({ result: { Goal: '1-0' }, periodMinute: 13, eventStatus: 'S', period: '1. Yarı' });
    expect(next[1]![0]!.events[0]).toBe(groups[1]![0]!.events[0]);
    expect(next[1]![1]).toBe(groups[1]![1]);
    expect(next[2]).toBe(groups[2]);
    expect(groups[1]![0]!.events[1]!.result).toEqual({ Goal: '0-0' });
  });

  it('applies odds to the main markets of their event', () => {
    const next = applyLiveUpdate(groups, update({ odds: [{ id: 41, eventId: 4, rate: 1.5, locked: false }] }));
    expect(next[2]![0]!.events[0]!.winner?.odd1).toBe(1.5);
    expect(next[1]).toBe(groups[1]);
  });

  it('keeps the lists as they are when the delta touches nothing loaded', () => {
    expect(applyLiveUpdate(groups, update({ events: [{ id: 500, sportId: 1, periodMinute: 3 }] }))).toBe(groups);
    expect(applyLiveUpdate(groups, update({ started: [{ id: 9, sportId: 1 }] }))).toBe(groups);
  });

  it('keeps the event detail live: score, clock and market odds', () => {
    const detail = {
      ...liveEvent(2),
      competitionName: 'Süper Lig',
      groupName: 'Türkiye',
      isLive: true,
      markets: [{ id: 1, name: 'Maç Sonucu', odds: [{ id: 21, name: '1', rate: 2, locked: false }] }],
    };
    const next = applyLiveUpdateToDetail(
      detail,
      update({ events: [{ id: 2, sportId: 1, result: { Goal: '0-1' } }], odds: [{ id: 21, eventId: 2, rate: 2.4, locked: true }] }),
    );
    expect(next.result).toEqual({ Goal: '0-1' });
    expect(next.markets[0]!.odds[0]).toMatchObject({ rate: 2.4, locked: true });
    expect(applyLiveUpdateToDetail(detail, update({ events: [{ id: 3, sportId: 1, periodMinute: 5 }] }))).toBe(detail);
  });
});
