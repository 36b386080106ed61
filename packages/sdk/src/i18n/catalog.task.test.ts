import { describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../test/testClient';

/** A fresh copy of the i18n modules: nothing loaded yet, as on a page that has just started. */
async function freshI18n() {
  vi.resetModules();
  const [catalogs, store] = await Promise.all([import('./catalog.task'), import('./i18n.store')]);
  return { ...catalogs, ...store };
}

describe('one language’s catalogue at a time', () => {
  it('loads only the language asked for, once, whoever asks', async () => {
    const { loadCatalog, loadedCatalog, $catalogs } = await freshI18n();
    expect(loadedCatalog('tr')).toBeUndefined();
    const first = loadCatalog('tr');
    expect(loadCatalog('tr-TR')).toBe(first);
    expect((await first)['header.login']).toBe('Giriş Yap');
    expect(Object.keys($catalogs.get())).toEqual(['tr']);
    expect(loadedCatalog('tr')?.['header.login']).toBe('Giriş Yap');
    expect(loadedCatalog('en')).toBeUndefined();
  });

  it('gives a language without a catalogue English’s', async () => {
    const { catalogLocaleOf, loadCatalog } = await freshI18n();
    expect(catalogLocaleOf('de')).toBe('en');
    expect(catalogLocaleOf('TR')).toBe('tr');
    expect((await loadCatalog('de'))['header.login']).toBe('Login');
  });

  it('translates with the server’s texts and keys until the catalogue is in, then with it', async () => {
    const { i18nOf } = await freshI18n();
    const { client } = createTestClient({ locale: 'tr' });
    const i18n = i18nOf(client);
    const seen: string[] = [];
    const stop = i18n.$translate.subscribe((translate) => seen.push(translate('header.login')));
    expect(seen).toEqual(['header.login']);
    await i18n.ready();
    expect(seen.at(-1)).toBe('Giriş Yap');
    stop();
  });
});

describe('a change of language', () => {
  it('keeps the texts of the language shown until the new one’s catalogue is in', async () => {
    const { i18nOf, loadCatalog } = await freshI18n();
    await loadCatalog('tr');
    const { client } = createTestClient({ locale: 'tr' });
    const i18n = i18nOf(client);
    const seen: string[] = [];
    const stop = i18n.$translate.subscribe((translate) => seen.push(translate('header.login')));
    i18n.setLocale('en');
    expect(seen.at(-1)).toBe('Giriş Yap');
    await i18n.ready();
    expect(seen.at(-1)).toBe('Login');
    stop();
  });
});
