import { describe, expect, it } from 'vitest';
import { en } from './catalog/en';
import { tr } from './catalog/tr';
import { createTranslate, interpolate } from './translate.calc';

describe('translate', () => {
  it('prefers the server list, then the bundled language (English for one without), then the key', () => {
    const t = createTranslate('tr', [{ key: 'header.login', value: 'Giriş (sunucu)' }]);
    expect(t('header.login')).toBe('Giriş (sunucu)');
    expect(t('header.register')).toBe('Kayıt Ol');
    expect(createTranslate('de')('header.register')).toBe('Register');
    expect(t.dynamic('no.such.key')).toBe('no.such.key');
  });

  it('types its keys: a typo fails the type check, a CMS key goes through dynamic', () => {
    const t = createTranslate('en', [{ key: 'cms.banner', value: 'From the CMS' }]);
    // @ts-expect-error: 'header.logn' is not a key of the catalogue
    expect(t('header.logn')).toBe('header.logn');
    expect(t.dynamic('cms.banner')).toBe('From the CMS');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('En az {min} karakter', { min: 5 })).toBe('En az 5 karakter');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('has a Turkish text for every English key, and none left empty', () => {
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    for (const value of [...Object.values(tr), ...Object.values(en)]) expect(value.trim()).not.toBe('');
  });
});
