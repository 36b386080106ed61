import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';
import { NO_SUBSCRIPTION } from './useStoreSelector';

type SetStore<T> = ReadableAtom<ReadonlySet<T>>;

/**
 * Every component's interest in one set store behind a single listener: when the set changes, only
 * the components whose value came or went are told. Six hundred odds buttons each listening to the
 * picked odds cost a toggle six hundred checks in the frame of the press; this costs the one or two
 * that changed.
 */
export class SetMembers<T> {
  readonly #store: SetStore<T>;
  readonly #listeners = new Map<T, Set<() => void>>();
  #stop: (() => void) | null = null;
  #last: ReadonlySet<T>;

  constructor(store: SetStore<T>) {
    this.#store = store;
    this.#last = store.get();
  }

  /** Calls `onChange` whenever `value` comes into the set or leaves it; returns the way to stop. */
  listen(value: T, onChange: () => void): () => void {
    if (!this.#stop) {
      this.#last = this.#store.get();
      this.#stop = this.#store.listen((next) => this.#changed(next));
    }
    let listeners = this.#listeners.get(value);
    if (!listeners) this.#listeners.set(value, (listeners = new Set()));
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
      if (listeners.size === 0) this.#listeners.delete(value);
      if (this.#listeners.size === 0) {
        this.#stop?.();
        this.#stop = null;
      }
    };
  }

  #changed(next: ReadonlySet<T>) {
    const previous = this.#last;
    this.#last = next;
    const changed: T[] = [];
    for (const value of next) if (!previous.has(value)) changed.push(value);
    for (const value of previous) if (!next.has(value)) changed.push(value);
    for (const value of changed) for (const listener of [...(this.#listeners.get(value) ?? [])]) listener();
  }
}

const membersOf = new WeakMap<SetStore<unknown>, SetMembers<unknown>>();

function members<T>(store: SetStore<T>): SetMembers<T> {
  let found = membersOf.get(store) as SetMembers<T> | undefined;
  if (!found) membersOf.set(store, (found = new SetMembers(store)));
  return found;
}

/**
 * Whether a set store holds `value`, re-rendering only when that answer changes and woken only when
 * `value` itself came or went. Without a store or a value (before hydration, a missing odd): false.
 */
export function useSetHas<T>(store: SetStore<T> | null, value: T | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => (store && value !== null ? members(store).listen(value, onChange) : NO_SUBSCRIPTION()),
    [store, value],
  );
  return useSyncExternalStore(
    subscribe,
    () => store !== null && value !== null && store.get().has(value),
    () => false,
  );
}
