import { describe, expect, it } from 'vitest';
import { popupHash, popupToShow, type PopupContent } from './popup.calc';

const popup: PopupContent = { images: ['/a.svg', '/b.svg'], title: 'Bonus', description: '<p>x</p>', url: '/promotions', hash: '' };

describe('popup hash', () => {
  it('is the CMS’s when it sends one, else one of the content that changes with any of it', () => {
    expect(popupHash({ ...popup, hash: 'abc' })).toBe('abc');
    const own = popupHash(popup);
    expect(own).toMatch(/^[0-9a-f]{8}$/);
    expect(popupHash({ ...popup })).toBe(own);
    for (const changed of [{ title: 'Bonus!' }, { description: '<p>y</p>' }, { images: ['/a.svg'] }, { url: '/' }]) {
      expect(popupHash({ ...popup, ...changed })).not.toBe(own);
    }
  });

  it('shows a popup until its hash was seen; never one without a picture', () => {
    expect(popupToShow(popup, null)).toBe(popup);
    expect(popupToShow(popup, popupHash(popup))).toBeNull();
    expect(popupToShow(popup, 'older')).toBe(popup);
    expect(popupToShow({ ...popup, images: [] }, null)).toBeNull();
    expect(popupToShow(null, null)).toBeNull();
  });
});
