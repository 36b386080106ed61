import { describe, expect, it } from 'vitest';
import { hasBetcoAccess, isVip } from './session.calc';

describe('session rules', () => {
  it('crowns groups 3 and 4 only', () => {
    expect([1, 2, 3, 4, 5].map((group) => isVip({ group }))).toEqual([false, false, true, true, false]);
  });

  it('grants betco access only with a non-empty betcoUrl', () => {
    expect(hasBetcoAccess({ betcoUrl: 'https://betco.example' })).toBe(true);
    expect(hasBetcoAccess({ betcoUrl: '  ' })).toBe(false);
    expect(hasBetcoAccess(null)).toBe(false);
  });
});
