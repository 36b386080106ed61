import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './text.calc';

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
