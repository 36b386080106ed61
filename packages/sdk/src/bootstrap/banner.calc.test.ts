import { describe, expect, it } from 'vitest';
import { SPORTSBOOK_CAROUSEL_SLUG, bannersOf, isExternalUrl } from './banner.calc';

const base = 'https://oyna.example/spor/prematch';
const sliderList = [
  { slug: 'fcg_home_carousel', url: '/promotions', images: ['h-s.svg', 'h-m.svg'] },
  { slug: SPORTSBOOK_CAROUSEL_SLUG, url: '/spor/prematch', images: ['a-s.svg', 'a-m.svg', 'a-l.svg'] },
  { slug: SPORTSBOOK_CAROUSEL_SLUG, url: 'https://blog.oyna.example/derbi', images: ['b-s.svg'] },
  { slug: SPORTSBOOK_CAROUSEL_SLUG, url: '/nothing', images: [] },
];

describe('banners', () => {
  it('takes the slides of the slug with their second image, in order', () => {
    expect(bannersOf({ sliderList }, SPORTSBOOK_CAROUSEL_SLUG, base)).toEqual([
      { url: '/spor/prematch', image: 'a-m.svg', external: false },
      { url: 'https://blog.oyna.example/derbi', image: 'b-s.svg', external: true },
    ]);
    expect(bannersOf(null, SPORTSBOOK_CAROUSEL_SLUG, base)).toEqual([]);
  });

  it('calls an address external only when it leads to another site', () => {
    expect(isExternalUrl('https://oyna.example/promotions', base)).toBe(false);
    expect(isExternalUrl('//cdn.example/x', base)).toBe(true);
    expect(isExternalUrl('mailto:destek@oyna.example', base)).toBe(false);
    expect(isExternalUrl('http://[bad', base)).toBe(false);
  });
});
