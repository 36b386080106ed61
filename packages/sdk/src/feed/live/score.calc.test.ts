import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreText } from './score.calc';

describe('scoreText', () => {
  it('shows a-b as a : b', () => {
    expect(scoreText({ Goal: '2-1' })).toBe('2 : 1');
    expect(scoreText({ Points: '102-99' })).toBe('102 : 99');
  });

  it('takes the first of Goal, SetScore, Points and MapScore that is present', () => {
    expect(scoreText({ MapScore: '1-0', SetScore: '2-1', Points: '15-30' })).toBe('2 : 1');
    expect(scoreText({ Goal: '', Points: '15-30', MapScore: '1-0' })).toBe('15 : 30');
    expect(scoreText({ Goal: null, MapScore: '1-0' })).toBe('1 : 0');
  });

  it('is empty without a score', () => {
    expect(scoreText(null)).toBe('');
    expect(scoreText({})).toBe('');
  });

  it('keeps both numbers of any score', () => {
    fc.assert(
      fc.property(fc.nat(300), fc.nat(300), (home, away) => {
        expect(scoreText({ SetScore: `${home}-${away}` })).toBe(`${home} : ${away}`);
      }),
    );
  });
});
