import { describe, expect, it } from 'vitest';
import { shownDay, typedDay } from './dateRange.model';

describe('typedDay', () => {
  it('reads a day typed day first', () => {
    expect(typedDay('14.03.2026')).toEqual({ kind: 'day', iso: '2026-03-14' });
    expect(typedDay(' 29.02.2028 ')).toEqual({ kind: 'day', iso: '2028-02-29' });
    expect(typedDay('01.01.2020')).toEqual({ kind: 'day', iso: '2020-01-01' });
  });

  it('leaves the end open when nothing is typed', () => {
    expect(typedDay('')).toEqual({ kind: 'open' });
    expect(typedDay('  ')).toEqual({ kind: 'open' });
  });

  it('refuses what is no real day, rather than dropping it from the filter unseen', () => {
    for (const text of ['31.02.2026', '29.02.2026', '00.01.2026', '12.13.2026', '14.03', '14.03.26', '2026-03-14', '03/14/2026', '14.03.0999'])
      expect(typedDay(text), text).toEqual({ kind: 'invalid' });
  });
});

describe('shownDay', () => {
  it("shows a query's day as it is typed, and an open end as nothing", () => {
    expect(shownDay('2026-03-14')).toBe('14.03.2026');
    expect(shownDay(null)).toBe('');
    expect(typedDay(shownDay('2025-12-31'))).toEqual({ kind: 'day', iso: '2025-12-31' });
  });
});
