import { computed, type ReadableAtom, type Store, type StoreValue } from 'nanostores';

type Values<Stores extends readonly Store[]> = { -readonly [Index in keyof Stores]: StoreValue<Stores[Index]> };

/**
 * `computed`, except that a read with no subscriber reads its sources without subscribing to them.
 * Nano Stores' `computed` answers a bare `get()` by subscribing to its sources for a second of the
 * page's own clock (`STORE_UNMOUNT_DELAY`), which starts their work (a load, a poll, a hub): a
 * server render, or a partner reading `$balance` once, would call the back end. The answer of a bare
 * read is kept while the sources hold the same values, so a view reading it twice gets the same one.
 */
export function derived<Value, Source extends Store>(source: Source, compute: (value: StoreValue<Source>) => Value): ReadableAtom<Value>;
export function derived<Value, Sources extends readonly Store[]>(
  sources: readonly [...Sources],
  compute: (...values: Values<Sources>) => Value,
): ReadableAtom<Value>;
export function derived(sources: Store | readonly Store[], compute: (...values: unknown[]) => unknown): ReadableAtom<unknown> {
  const list: readonly Store[] = Array.isArray(sources) ? sources : [sources as Store];
  const $derived = computed(list as Store[], compute) as ReadableAtom<unknown> & { active?: boolean };
  const subscribedGet = $derived.get;
  let read: unknown[] | null = null;
  let answer: unknown;
  const bareRead = () => {
    const values = list.map((source) => source.get());
    if (read === null || values.some((value, index) => value !== read![index])) {
      read = values;
      answer = compute(...values);
    }
    return answer;
  };
  // `value` too: a subscriber's first look goes there (`@nanostores/react` reads it as it subscribes),
  // and it must see what the sources hold now, not what they held when the store was last followed.
  let followed: unknown;
  Object.defineProperty($derived, 'value', {
    get: () => ($derived.active ? followed : bareRead()),
    set: (next: unknown) => {
      followed = next;
    },
  });
  // `active`: Nano Stores' mark of a store whose sources it follows (from its first subscriber to a
  // second after its last).
  $derived.get = () => ($derived.active ? subscribedGet() : bareRead());
  return $derived;
}
