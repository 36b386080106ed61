/** Digits in an SMS or reset code (spec: code length 6). */
export const CODE_LENGTH = 6;

/** How long a code can be entered after it was sent. */
export const CODE_TTL_MS = 10 * 60_000;

/** Wrong entries a code survives; the last one kills it and a new code must be asked for. */
export const CODE_TRIES = 5;

/** A new code for the same purpose and player (or username) is refused this soon (spec: resend countdown 60 s). */
export const CODE_RESEND_MS = 60_000;

/** How long a granted trial bonus stays active. */
export const TRIAL_BONUS_DAYS = 7;

/** Messages the outbox keeps; older ones are forgotten as new ones arrive. */
export const OUTBOX_KEEP = 1000;

/** Messages the outbox page and hook list at most, newest first. */
export const OUTBOX_LIST_MAX = 200;

/** Call request bounds (platform spec, sections 5 and 9). */
export const CALL_NAME_LENGTH = { min: 5, max: 30 } as const;
/**
 * The player types 5 to 100 characters; the site sends them with the username and the chosen hour
 * range on labelled lines of their own, so the call takes a longer whole.
 */
export const CALL_MESSAGE_LENGTH = { min: 5, max: 500 } as const;
export const CALL_CONTACT_LENGTH = { min: 5, max: 30 } as const;
export const CALL_CONTACTS_MAX = 5;

/** Contact types of a call request: 1 Phone, 2 Whatsapp, 3 Telegram, 4 Email. */
export const CONTACT_TYPES = [1, 2, 3, 4] as const;
