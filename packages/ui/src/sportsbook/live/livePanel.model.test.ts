import { describe, expect, it } from 'vitest';
import { ALL_GROUPS_OPEN, livePanel, toggleAllGroups, toggleGroup, type LiveGroups } from '@oyna/sdk/feed';
import { demoLiveWorld } from '../../fixtures/live.data';
import {
  createLivePanelRows,
  createRowLayout,
  firstScreenRows,
  liveEventLine,
  livePanelRows,
  trackerPlacement,
  type LivePanelRow,
  type LivePanelRowKind,
} from './livePanel.model';

const world = demoLiveWorld();
const sports = world.sports.filter((sport) => sport.id !== 35 && sport.id !== 11);
const groups: LiveGroups = world.groups;
const panelWith = (input: Partial<Parameters<typeof livePanel>[0]> = {}) =>
  livePanel({ sports, groups, favourites: [], query: '', open: ALL_GROUPS_OPEN, ...input });

describe('live panel rows', () => {
  it('starts with My Favourites saying No Selected, then sports, leagues and events', () => {
    const rows = livePanelRows(panelWith(), 70002);
    expect(rows.slice(0, 5).map((row) => row.kind)).toEqual(['favourites', 'noFavourites', 'sport', 'league', 'event']);
    const active = rows.filter((row) => row.kind === 'event' && row.active);
    expect(active).toHaveLength(1);
    expect(rows.filter((row) => row.kind === 'event')).toHaveLength(16);
  });

  it('lists starred events under My Favourites and leaves out the rows of closed groups', () => {
    let open = toggleGroup(ALL_GROUPS_OPEN, 'sport:2');
    const rows = livePanelRows(panelWith({ favourites: [{ eventId: 71001 }], open }), null);
    expect(rows[1]).toMatchObject({ kind: 'event', favourite: true, event: { homeName: 'Los Angeles Lakers' } });
    expect(rows.find((row) => row.kind === 'sport' && row.sportId === 2)).toMatchObject({ open: false, count: 2 });
    expect(rows.some((row) => row.kind === 'league' && row.name === 'NBA')).toBe(false);

    open = toggleAllGroups(ALL_GROUPS_OPEN);
    expect(livePanelRows(panelWith({ open }), null).map((row) => row.kind)).toEqual(['favourites', 'sport', 'sport', 'sport', 'sport', 'sport', 'sport']);
  });

  it("reuses a league's event rows while its events stay the same, and builds them again when they change or the active event does", () => {
    const rowsOf = createLivePanelRows();
    const eventRows = (rows: ReturnType<typeof rowsOf>) => rows.filter((row) => row.kind === 'event');
    const before = eventRows(rowsOf(panelWith(), 70001));
    expect(eventRows(rowsOf(panelWith(), 70001))).toEqual(before);
    expect(eventRows(rowsOf(panelWith(), 70001)).every((row, index) => row === before[index])).toBe(true);

    const [superLig, ...otherLeagues] = groups[1]!;
    const scored = { ...superLig!, events: superLig!.events.map((event, index) => (index === 0 ? { ...event, result: { Goal: '3-1' } } : event)) };
    const after = eventRows(rowsOf(panelWith({ groups: { ...groups, 1: [scored, ...otherLeagues] } }), 70001));
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]).toMatchObject({ event: { result: { Goal: '3-1' } }, active: true });
    expect(after.at(-1)).toBe(before.at(-1));

    const moved = eventRows(rowsOf(panelWith(), 70002));
    expect(moved.filter((row) => row.kind === 'event' && row.active).map((row) => row.kind === 'event' && row.event.id)).toEqual([70002]);
  });

  it('keeps row keys unique, an event starred or not', () => {
    const keys = livePanelRows(panelWith({ favourites: [{ eventId: 70001 }] }), null).map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('an event line', () => {
  const [derby, , halfTime] = world.groups[1]![0]!.events;
  it('shows the score as a : b with the period and minute', () => {
    expect(liveEventLine(derby!)).toEqual({ name: 'Galatasaray – Fenerbahçe', score: '2 : 1', clock: "2. Yarı 67'", locked: false });
    expect(liveEventLine(halfTime!).clock).toBe('Devre Arası');
  });

  it('is locked when the event is not open', () => {
    expect(liveEventLine({ ...derby!, eventStatus: 'S' }).locked).toBe(true);
  });
});

describe('the tracker placement', () => {
  it('goes in the right column from 1280 px, in the content below', () => {
    expect(trackerPlacement(1440)).toBe('aside');
    expect(trackerPlacement(1279)).toBe('content');
    expect(trackerPlacement(390)).toBe('content');
  });
});

describe('firstScreenRows', () => {
  const rows = (kinds: LivePanelRowKind[]) => kinds.map((kind, index) => ({ kind, key: `${index}` }) as LivePanelRow);

  it('keeps the rows from the top that a screen of that height shows, the one cut by its bottom edge too', () => {
    const list = rows(['favourites', 'noFavourites', 'sport', 'league', 'event', 'event', 'event']);
    // 44 + 40 + 44 + 34 = 162: the first event starts at 162 and is cut by a 200 px edge.
    expect(firstScreenRows(list, 200).map((row) => row.kind)).toEqual(['favourites', 'noFavourites', 'sport', 'league', 'event']);
    expect(firstScreenRows(list, 162)).toHaveLength(4);
    expect(firstScreenRows(list)).toHaveLength(7);
    expect(firstScreenRows([], 800)).toEqual([]);
  });
});

describe('the virtual list\'s row layout', () => {
  it('stays the same object while only what rows show changes, and changes with a row added, gone or of another kind', () => {
    const layoutOf = createRowLayout();
    const build = createLivePanelRows();
    const first = layoutOf(build(panelWith(), null));
    // A score changed: new event objects, the same rows in the same places.
    const scored = { ...groups, 1: groups[1]!.map((group) => ({ ...group, events: group.events.map((event) => ({ ...event, periodMinute: 90 })) })) };
    expect(layoutOf(build(panelWith({ groups: scored }), null))).toBe(first);
    // A group closed: its rows are gone.
    const closed = layoutOf(build(panelWith({ open: toggleAllGroups(ALL_GROUPS_OPEN) }), null));
    expect(closed).not.toBe(first);
    expect(closed.length).toBeLessThan(first.length);
    expect(layoutOf(build(panelWith(), null))).toEqual(first);
  });
});

