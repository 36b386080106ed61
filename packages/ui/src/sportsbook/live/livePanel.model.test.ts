import { describe, expect, it } from 'vitest';
import { ALL_GROUPS_OPEN, toLiveListing, toggleAllGroups, toggleGroup, type LeagueGroup, type LiveEvent, type LiveGroups } from '@oyna/sdk/feed';
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

/** A live event as the feed lists it; only what the panel reads is told. */
const live = (
  id: number,
  sportId: number,
  [homeName, awayName]: [string, string],
  result: LiveEvent['result'],
  period: string,
  periodMinute: number | null,
): LiveEvent => ({
  id,
  sportId,
  competitionId: 0,
  homeName,
  awayName,
  result,
  period,
  periodMinute,
  eventStatus: 'O',
  liveActiveExefeedId: String(100_000 + id),
  eventDate: '2026-03-14T15:00:00',
  oddCount: 40,
  winner: null,
  doubleChance: null,
  totalGoal: null,
  overUnder: null,
});
const league = (groupName: string, name: string, events: LiveEvent[]): LeagueGroup => ({ groupName, name, count: events.length, events });

const sports = [
  { id: 1, name: 'Futbol', count: 4 },
  { id: 2, name: 'Basketbol', count: 3 },
  { id: 3, name: 'Tenis', count: 1 },
];
const groups: LiveGroups = {
  1: [
    league('Türkiye', 'Süper Lig', [
      live(101, 1, ['Galatasaray', 'Fenerbahçe'], { Goal: '2-1' }, '2. Yarı', 67),
      live(102, 1, ['Beşiktaş', 'Trabzonspor'], { Goal: '0-0' }, '1. Yarı', 23),
      live(103, 1, ['Başakşehir', 'Samsunspor'], { Goal: '1-1' }, 'Devre Arası', null),
    ]),
    league('İngiltere', 'Premier League', [live(104, 1, ['Arsenal', 'Chelsea'], { Goal: '1-0' }, '1. Yarı', 38)]),
  ],
  2: [
    league('ABD', 'NBA', [
      live(201, 2, ['Los Angeles Lakers', 'Boston Celtics'], { Points: '88-90' }, '4. Çeyrek', 7),
      live(202, 2, ['Golden State Warriors', 'Denver Nuggets'], { Points: '54-49' }, '2. Çeyrek', 2),
    ]),
    league('Türkiye', 'Basketbol Süper Ligi', [live(203, 2, ['Anadolu Efes', 'Fenerbahçe Beko'], { Points: '71-68' }, '3. Çeyrek', 9)]),
  ],
  3: [league('ATP', 'Paris Masters', [live(301, 3, ['Jannik Sinner', 'Carlos Alcaraz'], { SetScore: '1-1' }, '3. Set', null)])],
};
const panelWith = (input: Partial<Parameters<typeof toLiveListing>[0]> = {}) =>
  toLiveListing({ sports, groups, favourites: [], query: '', open: ALL_GROUPS_OPEN, ...input });

describe('live panel rows', () => {
  it('starts with My Favourites saying No Selected, then sports, leagues and events', () => {
    const rows = livePanelRows(panelWith(), 102);
    expect(rows.slice(0, 5).map((row) => row.kind)).toEqual(['favourites', 'noFavourites', 'sport', 'league', 'event']);
    const active = rows.filter((row) => row.kind === 'event' && row.active);
    expect(active).toHaveLength(1);
    expect(rows.filter((row) => row.kind === 'event')).toHaveLength(8);
  });

  it('lists starred events under My Favourites and leaves out the rows of closed groups', () => {
    let open = toggleGroup(ALL_GROUPS_OPEN, 'sport:2');
    const rows = livePanelRows(panelWith({ favourites: [{ eventId: 201 }], open }), null);
    expect(rows[1]).toMatchObject({ kind: 'event', favourite: true, event: { homeName: 'Los Angeles Lakers' } });
    expect(rows.find((row) => row.kind === 'sport' && row.sportId === 2)).toMatchObject({ open: false, count: 2 });
    expect(rows.some((row) => row.kind === 'league' && row.name === 'NBA')).toBe(false);

    open = toggleAllGroups(ALL_GROUPS_OPEN);
    expect(livePanelRows(panelWith({ open }), null).map((row) => row.kind)).toEqual(['favourites', 'sport', 'sport', 'sport']);
  });

  it("reuses a league's event rows while its events stay the same, and builds them again when they change or the active event does", () => {
    const rowsOf = createLivePanelRows();
    const eventRows = (rows: ReturnType<typeof rowsOf>) => rows.filter((row) => row.kind === 'event');
    const before = eventRows(rowsOf(panelWith(), 101));
    expect(eventRows(rowsOf(panelWith(), 101))).toEqual(before);
    expect(eventRows(rowsOf(panelWith(), 101)).every((row, index) => row === before[index])).toBe(true);

    const [superLig, ...otherLeagues] = groups[1]!;
    const scored = { ...superLig!, events: superLig!.events.map((event, index) => (index === 0 ? { ...event, result: { Goal: '3-1' } } : event)) };
    const after = eventRows(rowsOf(panelWith({ groups: { ...groups, 1: [scored, ...otherLeagues] } }), 101));
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]).toMatchObject({ event: { result: { Goal: '3-1' } }, active: true });
    expect(after.at(-1)).toBe(before.at(-1));

    const moved = eventRows(rowsOf(panelWith(), 102));
    expect(moved.filter((row) => row.kind === 'event' && row.active).map((row) => row.kind === 'event' && row.event.id)).toEqual([102]);
  });

  it('keeps row keys unique, an event starred or not', () => {
    const keys = livePanelRows(panelWith({ favourites: [{ eventId: 101 }] }), null).map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('an event line', () => {
  const [derby, , halfTime] = groups[1]![0]!.events;
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

