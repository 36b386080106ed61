import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatTime, formatTry, parseServerTime } from './format.calc';

describe('formatTry', () => {
  it('shows lira with Turkish separators and two decimals', () => {
    expect(formatTry(1500)).toBe('₺1.500,00');
    expect(formatTry(0.5)).toBe('₺0,50');
    expect(formatTry(1234567.891)).toBe('₺1.234.567,89');
  });

  it('keeps the lira sign in another locale', () => {
    expect(formatTry(1500, 'en-US')).toBe('₺1,500.00');
  });

  it('always shows exactly two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (amount) => {
        expect(formatTry(amount)).toMatch(/^₺\d{1,3}(\.\d{3})*,\d{2}$/);
      }),
    );
  });
});

describe('parseServerTime', () => {
  it('reads a stamp without a zone as UTC', () => {
    expect(parseServerTime('2025-01-05T11:30:00').toISOString()).toBe('2025-01-05T11:30:00.000Z');
    expect(parseServerTime('2025-01-05T11:30:00Z').toISOString()).toBe('2025-01-05T11:30:00.000Z');
    expect(parseServerTime('2025-01-05T14:30:00+03:00').toISOString()).toBe('2025-01-05T11:30:00.000Z');
  });
});

describe('formatDateTime', () => {
  it('shows d.MMM.yy HH:mm with Turkish month names in the given zone', () => {
    expect(formatDateTime('2025-01-05T11:30:00', { timeZone: 'Europe/Istanbul' })).toBe('5.Oca.25 14:30');
    expect(formatDateTime('2025-08-31T23:05:00Z', { timeZone: 'UTC' })).toBe('31.Ağu.25 23:05');
  });

  it('uses the month names of the locale', () => {
    expect(formatDateTime('2025-01-05T11:30:00', { locale: 'en', timeZone: 'UTC' })).toBe('5.Jan.25 11:30');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatDateTime('2024-12-31T21:00:00', { timeZone: 'Europe/Istanbul' })).toBe('1.Oca.25 00:00');
  });

  it('returns an unreadable stamp unchanged', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });

  it('formats every instant in the d.MMM.yy HH:mm shape', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (date) => {
        const stamp = date.toISOString().replace('Z', '');
        expect(formatDateTime(stamp, { timeZone: 'UTC' })).toMatch(/^\d{1,2}\.\p{L}{3}\.\d{2} \d{2}:\d{2}$/u);
      }),
    );
  });
});

describe('formatTime and formatDay', () => {
  it('shows a kick-off as HH:mm in the zone', () => {
    expect(formatTime('2025-01-05T11:30:00', { timeZone: 'Europe/Istanbul' })).toBe('14:30');
    expect(formatTime('2024-12-31T21:00:00', { timeZone: 'Europe/Istanbul' })).toBe('00:00');
    expect(formatTime('soon')).toBe('');
  });

  it('names a day with its weekday, in the language', () => {
    expect(formatDay('2026-11-23')).toBe('23 Kasım Pazartesi');
    expect(formatDay('2026-11-23', { locale: 'en' })).toBe('Monday 23 November');
    expect(formatDay('later')).toBe('later');
  });
});
