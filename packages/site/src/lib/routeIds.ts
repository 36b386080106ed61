/** A route's numeric id (a sport, an event): a positive whole number in plain digits, else null. */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
