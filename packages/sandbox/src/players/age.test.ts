import { describe, expect, it } from 'vitest';
import { ageOn } from './age.ts';

describe('ageOn', () => {
  const today = new Date(Date.UTC(2025, 5, 15));

  it('counts a birthday today as a full year', () => {
    expect(ageOn('2007-06-15', today)).toBe(18);
  });

  it('does not count a birthday still to come this year', () => {
    expect(ageOn('2007-06-16', today)).toBe(17);
    expect(ageOn('2007-12-01', today)).toBe(17);
  });

  it('counts a birthday earlier this year', () => {
    expect(ageOn('1970-01-01', today)).toBe(55);
  });
});
