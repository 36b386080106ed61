/**
 * The lookup key of a username: case-insensitive and Turkish-aware. Turkish keyboards capitalise i
 * as İ and lower-case I as ı, so a player typing `VİPUSER` or `vıpuser` means `vipuser`; all four
 * i's fold together, then the rest lower-cases the Turkish way (Ş → ş, Ğ → ğ).
 */
export function foldUsername(username: string): string {
  return username.normalize('NFC').trim().replace(/[İIı]/g, 'i').toLocaleLowerCase('tr-TR');
}

/** The lookup key of an email address: the whole address, trimmed and lower-cased. */
export function foldEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}
