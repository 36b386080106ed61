/** `user/balance` is polled this often while a player is logged in. */
export const BALANCE_POLL_INTERVAL_MS = 3000;
/** With `goHomeAfterLogout`, the page goes home this long after logout. */
export const LOGOUT_RELOAD_DELAY_MS = 300;
/** The message type a parent window uses to hand its login to an embedded Oyna. */
export const HANDOFF_MESSAGE_TYPE = 'BOOTSTRAP_DATA';
