import * as z from 'zod/mini';
import { type Schema } from '../schema/zod';
import type { Platform } from './platform.types';
import type { StorageKey } from './storage.keys';

/**
 * Typed access to the spec's storage keys. A value that is not valid JSON or does not match its
 * schema is removed and read as absent: corrupt storage must never take the site down.
 */
export interface OynaStorage {
  readJson<T>(key: StorageKey, schema: Schema<T>): T | null;
  readText(key: StorageKey): string | null;
  writeJson(key: StorageKey, value: unknown): void;
  writeText(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
  /** Clears local and session storage, as logout and the parent-window handoff require. */
  clearAll(): void;
}

export function createOynaStorage(platform: Pick<Platform, 'storage' | 'sessionStorage'>): OynaStorage {
  const { storage, sessionStorage } = platform;

  function attempt<T>(action: () => T, fallback: T): T {
    try {
      return action();
    } catch {
      return fallback;
    }
  }

  function remove(key: StorageKey) {
    attempt(() => storage.removeItem(key), undefined);
  }

  return {
    readText: (key) => attempt(() => storage.getItem(key), null),
    readJson(key, schema) {
      const raw = attempt(() => storage.getItem(key), null);
      if (raw === null) return null;
      const json = attempt<unknown>(() => JSON.parse(raw), undefined);
      const parsed = z.safeParse(schema, json);
      if (parsed.success) return parsed.data;
      remove(key);
      return null;
    },
    writeJson: (key, value) => attempt(() => storage.setItem(key, JSON.stringify(value)), undefined),
    writeText: (key, value) => attempt(() => storage.setItem(key, value), undefined),
    remove,
    clearAll() {
      attempt(() => storage.clear(), undefined);
      attempt(() => sessionStorage.clear(), undefined);
    },
  };
}
