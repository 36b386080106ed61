import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import { whileObserved } from '../client/whileObserved';
import type { StorageKey } from '../platform/storage.keys';
import { STAR_ADDED, STAR_REMOVED, keepLive, toggleById, type StarToggled } from './favourites.calc';
import type { CompetitionFavourite, LiveFavourite, PrematchFavourite } from './favourites.schema';
import {
  FAVOURITE_STORAGE_KEYS,
  parseCompetitionFavourites,
  parseLiveFavourites,
  parsePrematchFavourites,
} from './favourites.storage';

export interface Favourites {
  /** Live events under My Favourites of the live panel, in the order they were starred. */
  readonly $liveEvents: ReadableAtom<LiveFavourite[]>;
  /** Starred prematch events. */
  readonly $prematchEvents: ReadableAtom<PrematchFavourite[]>;
  /** Competitions under My Favourites of the prematch panel. */
  readonly $competitions: ReadableAtom<CompetitionFavourite[]>;
  /** Stars the live event, or unstars it when it is starred already; says which, for the toast. */
  toggleLiveEvent(favourite: LiveFavourite): StarToggled;
  togglePrematchEvent(favourite: PrematchFavourite): StarToggled;
  toggleCompetition(favourite: CompetitionFavourite): StarToggled;
  /** Drops starred live events that are no longer live (called on every live refresh). */
  keepLiveEvents(liveEventIds: Iterable<number>): void;
}

const FAVOURITES = Symbol('oyna.favourites');

/**
 * The player's starred events and competitions: one per client, kept in local storage under the
 * spec's keys and in step with other tabs. Stored entries without numeric ids (or a competition
 * without a text name) clear the whole key; a storage that fails is ignored.
 */
export function favouritesOf(client: OynaClient): Favourites {
  return client.domain(FAVOURITES, createFavourites);
}

interface StoredList<T> {
  readonly $list: WritableAtom<T[]>;
  save(next: T[]): void;
  /** Adds the item when no entry has its `idKey`, removes that entry otherwise. */
  toggle(item: T, idKey: keyof T): StarToggled;
}

function storedList<T>(client: OynaClient, key: StorageKey, parse: (stored: string | null) => T[] | null): StoredList<T> {
  const read = (): T[] => {
    const parsed = parse(client.storage.readText(key));
    if (parsed === null) client.storage.remove(key);
    return parsed ?? [];
  };
  const $list = atom<T[]>(read());
  function save(next: T[]) {
    $list.set(next);
    if (next.length === 0) client.storage.remove(key);
    else client.storage.writeJson(key, next);
  }
  // Another tab's stars, while something shows them (and as it starts to: they may have changed meanwhile).
  const reload = () => {
    const stored = read();
    if (JSON.stringify(stored) !== JSON.stringify($list.get())) $list.set(stored);
  };
  whileObserved(client, $list, () => {
    reload();
    return client.storage.onChange((changed) => {
      if (changed === null || changed === key) reload();
    });
  });
  return {
    $list,
    save,
    toggle(item, idKey) {
      const before = $list.get();
      const after = toggleById(before, item, idKey);
      save(after);
      return after.length > before.length ? STAR_ADDED : STAR_REMOVED;
    },
  };
}

function createFavourites(client: OynaClient): Favourites {
  const live = storedList(client, FAVOURITE_STORAGE_KEYS.liveEvents, parseLiveFavourites);
  const prematch = storedList(client, FAVOURITE_STORAGE_KEYS.prematchEvents, parsePrematchFavourites);
  const competitions = storedList(client, FAVOURITE_STORAGE_KEYS.competitions, parseCompetitionFavourites);

  return {
    $liveEvents: live.$list,
    $prematchEvents: prematch.$list,
    $competitions: competitions.$list,
    toggleLiveEvent: (favourite) => live.toggle(favourite, 'eventId'),
    togglePrematchEvent: (favourite) => prematch.toggle(favourite, 'eventId'),
    toggleCompetition: (favourite) => competitions.toggle(favourite, 'competitionId'),
    keepLiveEvents(liveEventIds) {
      const kept = keepLive(live.$list.get(), liveEventIds);
      if (kept.length !== live.$list.get().length) live.save(kept);
    },
  };
}
