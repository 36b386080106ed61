import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { createMemoryStorage } from './memoryStorage';
import { createOynaStorage } from './oynaStorage';
import { throwingStorage } from '../test/testPlatform';
import { StorageKey } from './storage.keys';

const schema = object({ token: z.string() });

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const sessionStorage = createMemoryStorage({ tab: '1' });
  return { storage, sessionStorage, oyna: createOynaStorage({ storage, sessionStorage }) };
}

describe('oyna storage', () => {
  it('reads a valid JSON value', () => {
    const { oyna } = setup({ anonToken: '{"token":"abc"}' });
    expect(oyna.readJson(StorageKey.anonToken, schema)).toEqual({ token: 'abc' });
  });

  it.each(['{not json', '{"token":42}', 'null', '[]'])('clears a corrupt value (%s) instead of throwing', (raw) => {
    const { oyna, storage } = setup({ anonToken: raw });
    expect(oyna.readJson(StorageKey.anonToken, schema)).toBeNull();
    expect(storage.getItem('anonToken')).toBeNull();
  });

  it('survives a storage that throws on every call', () => {
    const broken = throwingStorage();
    const oyna = createOynaStorage({ storage: broken, sessionStorage: broken });
    expect(oyna.readText(StorageKey.lang)).toBeNull();
    expect(() => oyna.writeJson(StorageKey.authData, { a: 1 })).not.toThrow();
    expect(() => oyna.clearAll()).not.toThrow();
  });

  it('clearAll empties local and session storage', () => {
    const { oyna, storage, sessionStorage } = setup({ lang: 'en', topNotifyRead: 'yes' });
    oyna.clearAll();
    expect(storage.getItem('lang')).toBeNull();
    expect(sessionStorage.getItem('tab')).toBeNull();
  });

  it('uses the exact keys of the spec, then its own three', () => {
    expect(Object.values(StorageKey)).toEqual([
      'authData', 'anonToken', 'fingerprint', 'lang', 'bootstrap', 'topNotifyRead',
      'sb_live_favorite_events', 'sb_prematch_favorite_events', 'sb_favorite_competitions', 'filterbyhour',
      'sb_odds_format', 'sb_betslip_revision', 'popupSeen',
    ]);
  });
});
