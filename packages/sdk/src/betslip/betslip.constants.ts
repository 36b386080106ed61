/** How long the 'Your coupon has been created' message stays, in ms. */
export const PLACE_BET_SUCCESS_MS = 5000;
/** What the multiple-stake plus and minus buttons add or take away. */
export const STAKE_BUTTON_STEP = 100;
/** Stakes that would fall below this after a minus press become 0. */
export const STAKE_BUTTON_FLOOR = 1;
/** Accept Changes starts ticked. */
export const DEFAULT_ACCEPT_CHANGES = true;
/** How long a stake must stay unchanged before the server calculates it, in ms (beyond the spec). */
export const CALCULATE_DEBOUNCE_MS = 300;
/** How long after one of the picks' odds moved the slip is reloaded, in ms: moves come in bursts. */
export const FOLLOW_ODDS_DELAY_MS = 1000;
/** Coupons per My Bets page (beyond the spec). */
export const MY_BETS_PAGE_SIZE = 10;
