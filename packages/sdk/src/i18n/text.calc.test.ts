import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldCase, includesFolded, slugify } from './text.calc';

const TURKISH_ALPHABET = [...'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ'];

describe('slugify', () => {
  it.each([
    ['Şampiyonlar Ligi', 'sampiyonlar-ligi'],
    ['IŞIK ığdır', 'isik-igdir'],
    ['Café Olé!', 'cafe-ole'],
    ['Book of Ra  -  Deluxe', 'book-of-ra-deluxe'],
    ['  Gates of Olympus 1000 ', 'gates-of-olympus-1000'],
    ['?!', ''],
  ])('turns %j into %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('always gives lower-case letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(slugify(text)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('leaves a slug unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
    );
  });

  it('joins plain words with hyphens', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 5 }), (words) => {
        expect(slugify(words.join(' '))).toBe(words.join('-'));
      }),
    );
  });
});

describe('foldCase and includesFolded', () => {
  it('folds the Turkish dotted and dotless I apart', () => {
    expect(foldCase('İSTANBUL')).toBe('istanbul');
    expect(foldCase('ISPARTA')).toBe('ısparta');
    expect(includesFolded('İstanbul Başakşehir', 'İSTANBUL')).toBe(true);
    expect(includesFolded('Isparta 32 Spor', 'ısparta')).toBe(true);
    expect(includesFolded('Isparta 32 Spor', 'isparta')).toBe(false);
  });

  it('folds the English way when asked', () => {
    expect(includesFolded('Isparta', 'isparta', 'en')).toBe(true);
  });

  it('finds any Turkish word whatever its case', () => {
    const word = fc.string({ unit: fc.constantFrom(...TURKISH_ALPHABET), minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(word, word, word, (before, needle, after) => {
        const haystack = `${before} ${needle} ${after}`;
        expect(includesFolded(haystack, needle.toLocaleUpperCase('tr'))).toBe(true);
        expect(includesFolded(haystack.toLocaleUpperCase('tr'), needle.toLocaleLowerCase('tr'))).toBe(true);
      }),
    );
  });

  it('matches composed and decomposed spellings alike', () => {
    expect(includesFolded('Beşiktaş', 'bes\u0327iktas\u0327')).toBe(true);
  });
});
