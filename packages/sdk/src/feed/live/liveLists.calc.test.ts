import { describe, expect, it } from 'vitest';
import type { LiveUpdate } from '../shared/feed.schema';
import { ALL_GROUPS_OPEN } from './live.calc';
import { basketball, football, leagueGroup, liveEvent } from './live.fixtures';
import { activeEventIn, completedLists, findListedEvent, liveEventIds, sportsToFetch, withSportAnswer, type LiveLists } from './liveLists.calc';

const superLig = (events = [liveEvent(1), liveEvent(2)]) => leagueGroup('Türkiye', 'Süper Lig', events);
const nba = leagueGroup('ABD', 'NBA', [liveEvent(7, { sportId: 2 })]);
const lists = (rest: Partial<LiveLists> = {}): LiveLists => ({
  sports: [football, basketball],
  groups: { 1: [superLig()], 2: [nba] },
  status: 'ready',
  ...rest,
});
const update = (rest: Partial<LiveUpdate>): LiveUpdate => ({ events: [], odds: [], started: [], finished: [], ...rest });

describe('one sport’s answer in the live lists', () => {
  it('keeps the lists as they were when the answer and the sports did not change', () => {
    const before = lists();
    expect(withSportAnswer(before, before.sports, 1, [superLig()], [])).toBe(before);
  });

  it('keeps the groups of the other sports and drops a sport no longer listed', () => {
    const before = lists();
    const after = withSportAnswer(before, [football], 1, [superLig([liveEvent(3)])], []);
    expect(after.sports).toEqual([football]);
    expect(Object.keys(after.groups)).toEqual(['1']);
    expect(after.groups[1]![0]!.events.map((event) => event.id)).toEqual([3]);
  });

  it('applies again the deltas that arrived while the answer was on its way', () => {
    const before = lists({ groups: {}, status: 'loading' });
    const goal = update({ events: [{ id: 1, sportId: 1, result: { Goal: '1-0' } }] });
    const after = withSportAnswer(before, before.sports, 1, [superLig()], [goal]);
    expect(after.groups[1]![0]!.events[0]!.result).toEqual({ Goal: '1-0' });
  });

  it('turns a failed first load back into loading once a list arrives', () => {
    expect(withSportAnswer(lists({ groups: {}, status: 'failed' }), [football], 1, [superLig()], []).status).toBe('loading');
  });

  it('is ready once every answer is in, with the sports of the category list only', () => {
    const loading = lists({ status: 'loading' });
    expect(completedLists(loading, [basketball])).toEqual({ sports: [basketball], groups: { 2: [nba] }, status: 'ready' });
    const ready = lists();
    expect(completedLists(ready, ready.sports)).toBe(ready);
  });
});

describe('what a load fetches and finds', () => {
  it('fetches the sports asked for and every listed sport not loaded yet', () => {
    const tennis = { id: 5, name: 'Tenis', count: 2 };
    const sports = [football, basketball, tennis];
    expect(sportsToFetch(sports, 'all', lists().groups)).toEqual(sports);
    expect(sportsToFetch(sports, new Set([2]), lists().groups)).toEqual([basketball, tennis]);
  });

  it('finds an event in any sport’s lists with its league, and nothing for an event not listed', () => {
    const found = findListedEvent(lists().groups, 7);
    expect(found?.event.awayName).toBe('Away 7');
    expect(found?.groupName).toBe('ABD');
    expect(findListedEvent(lists().groups, 99)).toBeNull();
  });

  it('lists every live event in the panel’s order', () => {
    expect(liveEventIds(lists())).toEqual([1, 2, 7]);
  });

  it('keeps the active event while it is live, and else takes the first one the search leaves', () => {
    const listing = { ...lists(), favourites: [], query: '', open: ALL_GROUPS_OPEN };
    const all = liveEventIds(listing);
    expect(activeEventIn(2, all, listing)).toBe(2);
    expect(activeEventIn(42, all, { ...listing, query: 'Away 7' })).toBe(7);
    expect(activeEventIn(null, [], { ...listing, groups: {} })).toBeNull();
  });
});
