/** Players must be adults. */
export const MINIMUM_AGE = 18;

/** Full years between a 'YYYY-MM-DD' birth date and `today` (UTC calendar days). */
export function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  const age = today.getUTCFullYear() - year;
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return hadBirthday ? age : age - 1;
}

/** True when a 'YYYY-MM-DD' text names a day that exists in the calendar. */
export function isCalendarDay(date: string): boolean {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}
