import { atom, type ReadableAtom } from 'nanostores';
import type { OynaClient } from '../../client/createOyna';
import { whileObserved } from '../../client/whileObserved';
import { getEventList } from '../shared/feed.api';
import { oddsOf } from '../shared/odds.store';
import { offeredRowOdds } from '../shared/rowOdds.calc';
import { withoutCompetition, type CompetitionChoice, type SelectedCompetition } from './prematch.calc';
import { readSelection, writeSelection } from './prematchSelection.storage';

export interface CompetitionSelection {
  /** The selected competitions, last chosen first, with the events loaded for each. */
  readonly $chosen: ReadableAtom<SelectedCompetition[]>;
  /** Replaces the selection and keeps it for the tab's next page. */
  set(next: SelectedCompetition[]): void;
  /** Loads a selected competition's events; a call while they are on their way does nothing. */
  loadEvents(entry: CompetitionChoice): void;
  /** Called when the last selected competition is removed (or all are cleared). */
  onCleared(listener: () => void): () => void;
}

/**
 * The prematch selection of a client: read from the tab's storage (events loaded fresh once shown),
 * kept there on every change, and brought up to date after a hub reconnect without loading states.
 * A competition whose first load fails leaves the list (another click can try again), told to
 * `reportError`; a failed resync keeps what is shown.
 */
export function createCompetitionSelection(client: OynaClient, reportError: (error: unknown) => void): CompetitionSelection {
  const odds = oddsOf(client);
  const clearedListeners = new Set<() => void>();
  const $chosen = atom<SelectedCompetition[]>(readSelection(client.storage.tab).map((choice) => ({ ...choice, loading: true, data: [] })));
  const inFlight = new Set<number>();

  function set(next: SelectedCompetition[]) {
    const hadAny = $chosen.get().length > 0;
    $chosen.set(next);
    writeSelection(client.storage.tab, next);
    if (hadAny && next.length === 0) for (const listener of clearedListeners) listener();
  }

  async function loadEvents(entry: CompetitionChoice, resync = false) {
    if (inFlight.has(entry.competitionId)) return;
    inFlight.add(entry.competitionId);
    try {
      const events = await getEventList(client, entry);
      odds.observe(events.flatMap(offeredRowOdds));
      $chosen.set($chosen.get().map((shown) => (shown.competitionId === entry.competitionId ? { ...shown, loading: false, data: events } : shown)));
    } catch (error) {
      if (resync) return;
      set(withoutCompetition($chosen.get(), entry.competitionId));
      reportError(error);
    } finally {
      inFlight.delete(entry.competitionId);
    }
  }

  whileObserved(client, $chosen, () => {
    for (const entry of $chosen.get()) if (entry.loading) void loadEvents(entry);
    // Pushes missed while a hub was away: the competitions shown are brought up to date.
    return client.on('reconnected', () => {
      for (const entry of $chosen.get()) void loadEvents(entry, !entry.loading);
    });
  });

  return {
    $chosen,
    set,
    loadEvents: (entry) => void loadEvents(entry),
    onCleared(listener) {
      clearedListeners.add(listener);
      return client.track(() => void clearedListeners.delete(listener));
    },
  };
}
