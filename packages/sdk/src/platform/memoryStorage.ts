import type { StorageLike } from './platform.types';

/** A `Storage` held in memory: the default on the server and in tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  readonly size: number;
} {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    get size() {
      return items.size;
    },
  };
}
