import { isCalendarDate } from '@oyna/sdk/forms';

/**
 * The date range filter's days, typed as the player reads dates here ('14.03.2026', day first) in
 * both languages: a browser's own date input shows its interface language's order (mm/dd/yyyy on an
 * English Chrome), whatever the page's language.
 */
export const DAY_MASK = '00.00.0000';

/** What a typed day means to the query: an open end when empty, an ISO day, or no real day at all. */
export type TypedDay = { kind: 'open' } | { kind: 'day'; iso: string } | { kind: 'invalid' };

/** Reads 'dd.mm.yyyy' ('14.03.2026' is '2026-03-14'); 31.02 and half-typed days are invalid. */
export function typedDay(shown: string): TypedDay {
  const text = shown.trim();
  if (text === '') return { kind: 'open' };
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return { kind: 'invalid' };
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return isCalendarDate(day, month, year) && Number(year) >= 1900 ? { kind: 'day', iso: `${year}-${month}-${day}` } : { kind: 'invalid' };
}

/** How a query's ISO day shows in the field ('2026-03-14' is '14.03.2026'); empty for an open end. */
export function shownDay(iso: string | null): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}
