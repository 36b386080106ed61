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
