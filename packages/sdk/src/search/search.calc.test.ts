import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldSearchText, matchesSearch, searchTermOf } from './search.calc';
import { SEARCH_PAIRS } from './search.fixtures';

const TURKISH_ALPHABET = [...'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ '];

describe('foldSearchText', () => {
  it.each(SEARCH_PAIRS)('%j typed as %j: found %j', (name, typed, finds) => {
    expect(matchesSearch(name, typed)).toBe(finds);
  });

  it('gives the same key whatever the case, locale rules or spaces', () => {
    expect(foldSearchText('  BEŞİKTAŞ   JK ')).toBe('besiktas jk');
    expect(foldSearchText('IĞDIR')).toBe(foldSearchText('ığdır'));
    expect(foldSearchText('bes\u0327iktas\u0327')).toBe('besiktas');
  });

  it('finds any Turkish word typed in upper or lower case, the Turkish or the English way', () => {
    const word = fc.string({ unit: fc.constantFrom(...TURKISH_ALPHABET), minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(word, word, word, (before, needle, after) => {
        const name = `${before}${needle}${after}`;
        for (const typed of [needle.toLocaleUpperCase('tr'), needle.toUpperCase(), needle.toLocaleLowerCase('tr'), needle.toLowerCase()]) {
          expect(matchesSearch(name, typed)).toBe(true);
        }
      }),
    );
  });

  it('is idempotent and never grows the text past what its letters spell', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(foldSearchText(foldSearchText(text))).toBe(foldSearchText(text));
        expect(foldSearchText(text)).not.toMatch(/^\s|\s$|\s{2}|[A-Zİı]/u);
      }),
    );
  });
});

describe('searchTermOf', () => {
  it.each([
    ['  fener   bahçe ', 2, 'fener bahçe'],
    [' a ', 2, null],
    ['ab', 2, 'ab'],
    ['', 1, null],
  ])('%j (at least %i) sends %j', (query, minLength, term) => {
    expect(searchTermOf(query, minLength)).toBe(term);
  });
});
