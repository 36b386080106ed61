/** Turkey's country code, the market's default phone prefix. */
const TURKEY = '90';
const NATIONAL_DIGITS = 10;

/**
 * The national part of a Turkish number written any of the usual ways (`5321234567`,
 * `05321234567`, `905321234567`, `00905321234567`), or null for a number that is not written as one.
 */
function turkishNational(phone: string): string | null {
  if (!/^\d+$/.test(phone)) return null;
  if (phone.length === NATIONAL_DIGITS && !phone.startsWith('0')) return phone;
  if (phone.length === NATIONAL_DIGITS + 1 && phone.startsWith('0')) return phone.slice(1);
  if (phone.length === NATIONAL_DIGITS + 2 && phone.startsWith(TURKEY)) return phone.slice(2);
  if (phone.length === NATIONAL_DIGITS + 4 && phone.startsWith(`00${TURKEY}`)) return phone.slice(4);
  return null;
}

/**
 * The national part of a number that is Turkish under any prefixes (`9005321234567`, `0005321234567`,
 * `000905321234567`): an international `00`, trunk zeros, `90` and a `0` after it. An international
 * prefix before another country's code (`0049…`) is not Turkish.
 */
function looselyTurkishNational(phone: string): string | null {
  if (!/^\d+$/.test(phone)) return null;
  const international = phone.startsWith('00');
  const afterPrefix = international ? phone.slice(2) : phone;
  let rest = afterPrefix.replace(/^0+/, '');
  if (international && rest === afterPrefix && !rest.startsWith(TURKEY)) return null;
  if (rest.length === NATIONAL_DIGITS + 2 && rest.startsWith(TURKEY)) rest = rest.slice(2);
  else if (rest.length === NATIONAL_DIGITS + 3 && rest.startsWith(`${TURKEY}0`)) rest = rest.slice(3);
  return rest.length === NATIONAL_DIGITS ? rest : null;
}

/**
 * A Turkish number in a spelling other than the four a player means (`905321234567` and the
 * like): refused, as each one opened another account on the same number.
 */
export const isMisspeltTurkishPhone = (phone: string): boolean => turkishNational(phone) === null && looselyTurkishNational(phone) !== null;

/** Every spelling of the same number a player may have typed: one number, one account. */
export function phoneForms(phone: string): string[] {
  const national = turkishNational(phone);
  return national ? [national, `0${national}`, `${TURKEY}${national}`, `00${TURKEY}${national}`] : [phone];
}

/** One spelling per number (`905321234567`), for counting codes sent to it. */
export function phoneKey(phone: string): string {
  const national = turkishNational(phone);
  return national ? `${TURKEY}${national}` : phone;
}

/** The number as a message shows it: `+90 532 123 45 67`, or as typed when not Turkish. */
export function displayPhone(phone: string): string {
  const national = turkishNational(phone);
  if (!national) return phone;
  return `+${TURKEY} ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}
