/** The `target` every deposit and withdraw call sends. */
export const PAYMENT_TARGET = 'pay';
/** After a failed or empty payment/detail the dialog closes after this many ms. */
export const PAYMENT_DETAIL_FAILURE_CLOSE_MS = 100;
/** After a successful withdraw the dialog closes after this many ms. */
export const WITHDRAW_SUCCESS_CLOSE_MS = 500;
