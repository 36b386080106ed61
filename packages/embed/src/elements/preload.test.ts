import { describe, expect, it } from 'vitest';
import { preloadHrefs } from './preload';

const list = {
  runtime: ['chunk-A.js', 'oyna-runtime.js'],
  elements: { 'oyna-betslip': ['elements/betslip.js'] },
  catalogues: { tr: 'tr-1.js', en: 'en-1.js' },
};

describe('the preload list', () => {
  it("names an element's chunks and its language's catalogue beside the loader", () => {
    expect(preloadHrefs(list, 'oyna-betslip', 'en', 'https://cdn.example/@oyna/embed/dist/oyna-embed.js')).toEqual([
      'https://cdn.example/@oyna/embed/dist/chunk-A.js',
      'https://cdn.example/@oyna/embed/dist/oyna-runtime.js',
      'https://cdn.example/@oyna/embed/dist/elements/betslip.js',
      'https://cdn.example/@oyna/embed/dist/en-1.js',
    ]);
  });

  it('names only the runtime for a tag it does not know, and no catalogue for a language it has none of', () => {
    expect(preloadHrefs(list, 'oyna-unknown', 'fr', 'https://partner.example/oyna/oyna-embed.js')).toEqual([
      'https://partner.example/oyna/chunk-A.js',
      'https://partner.example/oyna/oyna-runtime.js',
    ]);
  });
});
