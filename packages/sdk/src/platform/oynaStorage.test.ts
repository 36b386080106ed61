import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { createMemoryStorage } from './memoryStorage';
import { createOynaStorage } from './oynaStorage';
import { throwingStorage } from '../test/testPlatform';
import { SessionStorageKey, StorageKey } from './storage.keys';

const schema = object({ token: z.string() });

function setup(initial: Record<string, string> = {}, prefix?: string) {
  const storage = createMemoryStorage(initial);
  const sessionStorage = createMemoryStorage({ tab: '1', sb_selected_competitions: '[]' });
  const changes = new Set<(key: string | null) => void>();
  const onStorageChange = (listener: (key: string | null) => void) => {
    changes.add(listener);
    return () => changes.delete(listener);
  };
  const otherTabWrote = (key: string | null) => changes.forEach((listener) => listener(key));
  return { storage, sessionStorage, otherTabWrote, oyna: createOynaStorage({ storage, sessionStorage, onStorageChange }, prefix) };
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
    const oyna = createOynaStorage({ storage: broken, sessionStorage: broken, onStorageChange: () => () => {} });
    expect(oyna.readText(StorageKey.lang)).toBeNull();
    expect(() => oyna.writeJson(StorageKey.authData, { a: 1 })).not.toThrow();
    expect(() => oyna.clearAll()).not.toThrow();
    expect(oyna.tab.read(SessionStorageKey.selectedCompetitions)).toBeNull();
  });

  it("clearAll removes every key of Oyna's, local and per tab, but the popup's hash, and none of the host's", () => {
    const own = Object.fromEntries(Object.values(StorageKey).map((key) => [key, 'x']));
    const { oyna, storage, sessionStorage } = setup({ ...own, cart: '3 items' });
    oyna.clearAll();
    for (const key of Object.values(StorageKey)) expect(storage.getItem(key)).toBe(key === StorageKey.popupSeen ? 'x' : null);
    expect(sessionStorage.getItem('sb_selected_competitions')).toBeNull();
    expect(storage.getItem('cart')).toBe('3 items');
    expect(sessionStorage.getItem('tab')).toBe('1');
  });

  it('keeps every key under the prefix, and clearAll removes those only', () => {
    const { oyna, storage, sessionStorage } = setup({ lang: 'the host page' }, 'oyna:');
    oyna.writeText(StorageKey.lang, 'en');
    oyna.tab.write(SessionStorageKey.selectedCompetitions, '[1]');
    expect(storage.getItem('oyna:lang')).toBe('en');
    expect(oyna.readText(StorageKey.lang)).toBe('en');
    expect(sessionStorage.getItem('oyna:sb_selected_competitions')).toBe('[1]');

    oyna.clearAll();

    expect(oyna.readText(StorageKey.lang)).toBeNull();
    expect(oyna.tab.read(SessionStorageKey.selectedCompetitions)).toBeNull();
    expect(storage.getItem('lang')).toBe('the host page');
    expect(sessionStorage.getItem('sb_selected_competitions')).toBe('[]');
  });

  it("reports another tab's changes under the prefix by their own names, and none outside it", () => {
    const { oyna, otherTabWrote } = setup({}, 'oyna:');
    const heard: Array<string | null> = [];
    const stop = oyna.onChange((key) => heard.push(key));
    otherTabWrote('oyna:authData');
    otherTabWrote('authData');
    otherTabWrote('cart');
    otherTabWrote(null);
    stop();
    otherTabWrote('oyna:lang');
    expect(heard).toEqual(['authData', null]);
  });

  it('uses the exact keys of the spec, then its own three', () => {
    expect(Object.values(StorageKey)).toEqual([
      'authData', 'anonToken', 'fingerprint', 'lang', 'bootstrap', 'topNotifyRead',
      'sb_live_favorite_events', 'sb_prematch_favorite_events', 'sb_favorite_competitions', 'filterbyhour',
      'sb_odds_format', 'sb_betslip_revision', 'popupSeen',
    ]);
  });
});
