import * as z from 'zod/mini';
import { type Schema } from '../schema/zod';
import type { Platform, StorageLike } from './platform.types';
import { SessionStorageKey, StorageKey } from './storage.keys';

/** Per-tab storage under Oyna's own names; failures (a full or blocked storage) read as absent. */
export interface OynaTabStorage {
  read(key: SessionStorageKey): string | null;
  write(key: SessionStorageKey, value: string): void;
  remove(key: SessionStorageKey): void;
}

/**
 * Typed access to Oyna's storage keys, each under the configured prefix. A value that is not valid
 * JSON or does not match its schema is removed and read as absent: corrupt storage must never take
 * the site down. Keys the host page writes are never read, changed or removed here.
 */
export interface OynaStorage {
  readJson<T>(key: StorageKey, schema: Schema<T>): T | null;
  readText(key: StorageKey): string | null;
  writeJson(key: StorageKey, value: unknown): void;
  writeText(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  /** Per-tab storage (`sessionStorage` in a browser), under the same prefix. */
  readonly tab: OynaTabStorage;
  /**
   * Another tab changed a key under the prefix, reported by its name without it (`key` null: the
   * whole storage was cleared); keys outside the prefix are not reported. Returns the unsubscribe.
   */
  onChange(listener: (key: string | null) => void): () => void;
  /**
   * Removes every key Oyna writes, in local and per-tab storage, as logout and the parent-window
   * handoff require ("clears all storage": all of Oyna's); the host's own keys stay. The promotional
   * popup's content hash stays too: it is no player's data, and "once per content hash" would
   * otherwise show the popup again after every logout.
   */
  clearAll(): void;
}

/** A storage that throws (full, blocked, a privacy mode) costs the value, never the page. */
function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

export function createOynaStorage(
  platform: Pick<Platform, 'storage' | 'sessionStorage' | 'onStorageChange'>,
  prefix = '',
): OynaStorage {
  const { storage, sessionStorage } = platform;
  const read = (area: StorageLike, key: string) => attempt(() => area.getItem(prefix + key)) ?? null;
  const write = (area: StorageLike, key: string, value: string) => void attempt(() => area.setItem(prefix + key, value));
  const removeFrom = (area: StorageLike, key: string) => void attempt(() => area.removeItem(prefix + key));
  const remove = (key: StorageKey) => removeFrom(storage, key);

  return {
    readText: (key) => read(storage, key),
    readJson(key, schema) {
      const raw = read(storage, key);
      if (raw === null) return null;
      const json = attempt<unknown>(() => JSON.parse(raw));
      const parsed = z.safeParse(schema, json);
      if (parsed.success) return parsed.data;
      remove(key);
      return null;
    },
    writeJson: (key, value) => write(storage, key, JSON.stringify(value)),
    writeText: (key, value) => write(storage, key, value),
    remove,
    tab: {
      read: (key) => read(sessionStorage, key),
      write: (key, value) => write(sessionStorage, key, value),
      remove: (key) => removeFrom(sessionStorage, key),
    },
    onChange(listener) {
      return platform.onStorageChange((key) => {
        if (key === null || key.startsWith(prefix)) listener(key && key.slice(prefix.length));
      });
    },
    clearAll() {
      for (const [area, keys] of [[storage, StorageKey], [sessionStorage, SessionStorageKey]] as const) {
        for (const key of Object.values(keys)) if (key !== StorageKey.popupSeen) removeFrom(area, key);
      }
    },
  };
}
