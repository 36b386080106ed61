// The sandbox operator's betting limits (the spec leaves them open: "Minimum or maximum stake: not
// shown"). Money in kuruş.

/** The smallest stake of one coupon: 1,00 TRY. */
export const MIN_STAKE_MINOR = 100;
/** The largest stake of one coupon: 10.000,00 TRY. */
export const MAX_STAKE_MINOR = 1_000_000;
/** The most a coupon may win (stake × total rate): 250.000,00 TRY. */
export const MAX_WIN_MINOR = 25_000_000;
/**
 * The most one player's open coupons on one odd may win together (each coupon's possible win counts
 * in full): the operator's exposure limit, so five coupons at the cap cannot expose five caps.
 */
export const MAX_EXPOSURE_PER_ODD_MINOR = MAX_WIN_MINOR;
/** Picks a betslip holds, and so selections a multiple has. */
export const MAX_PICKS = 20;
/** A placed request's answer is replayed for the same Idempotency-Key this long. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** The longest Idempotency-Key accepted (visible ASCII). */
export const IDEMPOTENCY_KEY_MAX = 200;
/** My Bets pages hold at most this many coupons. */
export const MY_BETS_TAKE_MAX = 50;
export const MY_BETS_TAKE_DEFAULT = 20;
