/** After the new password is set, the login form opens this long after the success message (spec). */
export const RECOVERY_LOGIN_DELAY_MS = 1000;
