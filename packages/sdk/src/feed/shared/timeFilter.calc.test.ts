import { describe, expect, it } from 'vitest';
import { categoryListQuery, parseTimeFilter, timeFilterLabel, TIME_FILTER_HOURS } from './timeFilter.calc';

describe('time filter', () => {
  it('offers All, 6H, 12H, 24H and 48H', () => {
    expect([null, ...TIME_FILTER_HOURS].map(timeFilterLabel)).toEqual(['All', '6H', '12H', '24H', '48H']);
  });

  it('restores a stored filter and treats anything else as All', () => {
    expect(parseTimeFilter('12')).toBe(12);
    expect(parseTimeFilter(48)).toBe(48);
    for (const stored of [null, undefined, '', '7', 'abc', '0']) expect(parseTimeFilter(stored)).toBeNull();
  });

  it('asks feed/categorylist for the hour only when filtered', () => {
    expect(categoryListQuery(null)).toEqual({});
    expect(categoryListQuery(24)).toEqual({ hour: 24 });
  });
});
