import { describe, expect, it } from 'vitest';
import { SPORTSBOOK_CAROUSEL_SLUG, bannersOf, isExternalUrl } from './banner.calc';

const base = 'https://oyna.example/spor/prematch';
const sliderList = [
  { slug: 'fcg_home_carousel', url: '/promotions', images: ['h-s.svg', 'h-m.svg'], title: 'Hoş geldin bonusu' },
  { slug: SPORTSBOOK_CAROUSEL_SLUG, url: '/spor/prematch', images: ['a-s.svg', 'a-m.svg', 'a-l.svg'], title: ' Derbi heyecanı başlıyor ' },
  { slug: SPORTSBOOK_CAROUSEL_SLUG, url: 'https://blog.oyna.example/derbi', images: ['b-s.svg'], title: '' },
  { slug: SPORTSBOOK_CAROUSEL_SLUG, url: '/nothing', images: [], title: 'Boş' },
];

describe('banners', () => {
  it('takes the slides of the slug with their second image and title, in order', () => {
    expect(bannersOf({ sliderList }, SPORTSBOOK_CAROUSEL_SLUG, base)).toEqual([
      { url: '/spor/prematch', image: 'a-m.svg', external: false, title: 'Derbi heyecanı başlıyor' },
      { url: 'https://blog.oyna.example/derbi', image: 'b-s.svg', external: true, title: '' },
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
