import { atom, type ReadableAtom } from 'nanostores';
import type { Platform } from '../platform/platform.types';
import { searchTermOf } from './search.calc';

/** A search as a widget shows it. */
export interface SearchState<Q, R> {
  /** What was asked, as typed. */
  readonly query: Q;
  /** `searching` from the first key press (through the wait) until the answer is in. */
  readonly status: 'idle' | 'searching' | 'done';
  /** The answer; empty while searching and when the search failed. */
  readonly results: readonly R[];
}

export interface DebouncedSearchOptions<Q, R> {
  readonly platform: Platform;
  /** The wait after the last call before asking, in ms. */
  readonly waitMs: number;
  /** The shortest term sent (see {@link searchTermOf}); a shorter one clears the search. */
  readonly minLength: number;
  /** The text typed in `query`. */
  readonly textOf: (query: Q) => string;
  /** Asks the server for `term` (the typed text, trimmed and with single spaces). */
  readonly find: (term: string, query: Q) => Promise<readonly R[]>;
  /** A failed search ends idle and empty; the failure is handed here. */
  readonly onError: (error: unknown) => void;
}

export interface DebouncedSearch<Q, R> {
  readonly $state: ReadableAtom<SearchState<Q, R>>;
  /** Searches `waitMs` after the last call; only the answer to the last call is shown. */
  search(query: Q): void;
  /** Drops a waiting search (the client's dispose calls it). */
  cancel(): void;
}

/**
 * Search-as-you-type, as every search box of the SDK does it (team search, game search): one request
 * after the player stops typing, and a late answer to an older query never replaces a newer one.
 */
export function createDebouncedSearch<Q, R>(initial: Q, options: DebouncedSearchOptions<Q, R>): DebouncedSearch<Q, R> {
  const { platform } = options;
  const $state = atom<SearchState<Q, R>>({ query: initial, status: 'idle', results: [] });
  let timer: unknown = null;
  let latest = 0;
  const cancel = () => {
    if (timer !== null) platform.clearTimeout(timer);
    timer = null;
  };

  function search(query: Q) {
    cancel();
    const request = ++latest;
    const term = searchTermOf(options.textOf(query), options.minLength);
    if (term === null) {
      $state.set({ query, status: 'idle', results: [] });
      return;
    }
    $state.set({ query, status: 'searching', results: [] });
    timer = platform.setTimeout(() => {
      timer = null;
      options.find(term, query).then(
        (results) => {
          if (request === latest) $state.set({ query, status: 'done', results });
        },
        (error: unknown) => {
          if (request !== latest) return;
          $state.set({ query, status: 'idle', results: [] });
          options.onError(error);
        },
      );
    }, options.waitMs);
  }

  return { $state, search, cancel };
}
