import { isEventLocked, matchName, scoreText, type LiveEvent, type LiveListing } from '@oyna/sdk/feed';
import { BREAKPOINTS } from '../../theme/breakpoints';

/** One row of the virtualised live panel. */
export type LivePanelRow =
  | { kind: 'favourites'; key: string; groupKey: string; open: boolean; count: number }
  | { kind: 'noFavourites'; key: string }
  | { kind: 'sport'; key: string; groupKey: string; sportId: number; name: string; open: boolean; count: number }
  | { kind: 'league'; key: string; groupKey: string; groupName: string; name: string; open: boolean; count: number }
  | { kind: 'event'; key: string; event: LiveEvent; favourite: boolean; active: boolean };

export type LivePanelRowKind = LivePanelRow['kind'];

/** Each kind of row's height, in px, gap included: the styles and the virtual list both use them. */
export const ROW_HEIGHT: Readonly<Record<LivePanelRowKind, number>> = {
  favourites: 44,
  noFavourites: 40,
  sport: 44,
  league: 34,
  event: 64,
};

/** How much of the panel, in px, makes a first screen: what the server draws, what an unmeasured list shows. */
export const FIRST_SCREEN_PX = 800;

/** The rows from the top that fill a first screen of the panel. */
export function firstScreenRows(rows: readonly LivePanelRow[], height = FIRST_SCREEN_PX): LivePanelRow[] {
  const shown: LivePanelRow[] = [];
  let top = 0;
  for (const row of rows) {
    if (top >= height) break;
    shown.push(row);
    top += ROW_HEIGHT[row.kind];
  }
  return shown;
}

/** Where the virtual list places rows: each row's key and kind (its height), top to bottom. */
export type RowLayout = readonly { key: string; kind: LivePanelRowKind }[];

/**
 * The rows' layout, or `previous` itself when no row was added, removed, moved or changed kind. Most
 * changes to the panel are a score or an odd: the virtual list then keeps its measurements instead of
 * placing thousands of rows again.
 */
export function rowLayout(previous: RowLayout | null, rows: readonly LivePanelRow[]): RowLayout {
  const same =
    previous !== null &&
    previous.length === rows.length &&
    rows.every((row, index) => previous[index]!.key === row.key && previous[index]!.kind === row.kind);
  return same ? previous : rows.map(({ key, kind }) => ({ key, kind }));
}

/** `rowLayout` with its own memory of the last layout, for one list. */
export function createRowLayout(): (rows: readonly LivePanelRow[]) => RowLayout {
  let previous: RowLayout | null = null;
  return (rows) => (previous = rowLayout(previous, rows));
}

const eventRow = (event: LiveEvent, favourite: boolean, activeId: number | null, prefix: string): LivePanelRow => ({
  kind: 'event',
  key: `${prefix}:${event.id}`,
  event,
  favourite,
  active: event.id === activeId,
});

type EventRows = { activeId: number | null; rows: LivePanelRow[] };

/**
 * The panel as a flat list of rows, top to bottom: My Favourites and its events (or 'No Selected'),
 * then each sport, its leagues and their events. A closed group's rows are left out.
 *
 * The builder remembers each league's event rows by the league's event list, which the feed keeps
 * as it was while nothing in it changed: a hub delta or a newly arrived sport then builds rows for
 * the leagues that changed only, not for every live event again.
 */
export function createLivePanelRows(): (panel: LiveListing, activeId: number | null) => LivePanelRow[] {
  const leagueRows = new WeakMap<readonly LiveEvent[], EventRows>();
  const rowsOf = (events: readonly LiveEvent[], activeId: number | null) => {
    let known = leagueRows.get(events);
    if (known?.activeId !== activeId) {
      known = { activeId, rows: events.map((event) => eventRow(event, false, activeId, 'event')) };
      leagueRows.set(events, known);
    }
    return known.rows;
  };

  return (panel, activeId) => {
    const { favourites } = panel;
    const rows: LivePanelRow[] = [
      { kind: 'favourites', key: favourites.key, groupKey: favourites.key, open: favourites.open, count: favourites.events.length },
    ];
    if (favourites.open) {
      if (favourites.events.length === 0) rows.push({ kind: 'noFavourites', key: 'favourites:none' });
      for (const event of favourites.events) rows.push(eventRow(event, true, activeId, 'favourite'));
    }
    for (const sport of panel.sports) {
      rows.push({ kind: 'sport', key: sport.key, groupKey: sport.key, sportId: sport.id, name: sport.name, open: sport.open, count: sport.count });
      if (!sport.open) continue;
      for (const league of sport.leagues) {
        rows.push({
          kind: 'league',
          key: league.key,
          groupKey: league.key,
          groupName: league.groupName,
          name: league.name,
          open: league.open,
          count: league.events.length,
        });
        if (league.open) for (const row of rowsOf(league.events, activeId)) rows.push(row);
      }
    }
    return rows;
  };
}

/** The panel's rows, built afresh (see `createLivePanelRows` for a builder that remembers). */
export const livePanelRows = (panel: LiveListing, activeId: number | null): LivePanelRow[] => createLivePanelRows()(panel, activeId);

/** What an event line shows: its name, the score 'a : b', the period and minute, and whether it is locked. */
export function liveEventLine(
  event: Pick<LiveEvent, 'homeName' | 'awayName' | 'result' | 'period' | 'periodMinute' | 'eventStatus'>,
): { name: string; score: string; clock: string; locked: boolean } {
  const minute = event.periodMinute === null ? '' : `${event.periodMinute}'`;
  return {
    name: matchName(event),
    score: scoreText(event.result),
    clock: [event.period, minute].filter(Boolean).join(' '),
    locked: isEventLocked(event),
  };
}

/** Where the match tracker goes: the right column when the layout has one beside the content, else in the content. */
export const trackerPlacement = (viewportWidth: number): 'aside' | 'content' =>
  viewportWidth >= BREAKPOINTS.full ? 'aside' : 'content';
