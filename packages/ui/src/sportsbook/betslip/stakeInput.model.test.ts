import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stakeText, typedStake } from './stakeInput.model';

describe('stake box', () => {
  it.each([
    ['12', '12', 12],
    ['12,5', '12,5', 12.5],
    ['12.50', '12.50', 12.5],
    ['1,234', '1,23', 1.23],
    ['12,', '12,', 12],
    ['-5e3 TL', '53', 53],
    ['1.2.3', '1.23', 1.23],
    ['0', '0', null],
    ['', '', null],
    [',5', ',5', 0.5],
  ])('keeps %j as %j, a stake of %j', (typed, text, stake) => {
    expect(typedStake(typed)).toEqual({ text, stake });
  });

  it('shows a stake the Turkish way, without grouping so that it reads back the same', () => {
    expect(stakeText(1250.5)).toBe('1250,5');
    expect(stakeText(null)).toBe('');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        const stake = cents / 100;
        expect(typedStake(stakeText(stake)).stake).toBe(stake);
      }),
    );
  });
});
