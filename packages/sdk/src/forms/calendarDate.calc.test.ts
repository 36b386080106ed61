import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendarDate.calc';

describe('isCalendarDate', () => {
  it('agrees with the calendar for every day between 1900 and 2100', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), (date) => {
        const [year, month, day] = date.toISOString().slice(0, 10).split('-') as [string, string, string];
        expect(isCalendarDate(day, month, year)).toBe(true);
      }),
    );
    expect(isCalendarDate('29', '02', '2023')).toBe(false);
    expect(isCalendarDate('00', '01', '2023')).toBe(false);
    expect(isCalendarDate('01', '13', '2023')).toBe(false);
  });
});
