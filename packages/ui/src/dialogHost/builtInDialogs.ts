import type { DialogRegistry } from '../dialog/dialog.registry';
import { callRequestDialogs } from '../callRequest/callRequestDialogs';
import { casinoDialogs } from '../casino/play/casinoDialogs';
import { changePasswordDialogs } from '../changePassword/changePasswordDialogs';
import { contentDialogs } from '../content/contentDialogs';
import { loginDialogs } from '../login/loginDialogs';
import { paymentDialogs } from '../payments/paymentDialogs';
import { phoneVerificationDialogs } from '../phoneVerification/phoneVerificationDialogs';
import { recoveryDialogs } from '../recovery/recoveryDialogs';
import { registerDialogs } from '../register/registerDialogs';
import { betslipDialogs } from '../sportsbook/betslip/betslipDialogs';

/**
 * The dialogs `<DialogHost>` shows without being given them: the login form, sign-up, password
 * recovery, phone verification, change password, the call request form, the payment form, the betslip sheet, My
 * Bets, the game play modal, a promotion's detail and the promotional popup, each loaded when first
 * opened.
 */
export const builtInDialogs: DialogRegistry = {
  ...loginDialogs,
  ...registerDialogs,
  ...recoveryDialogs,
  ...phoneVerificationDialogs,
  ...changePasswordDialogs,
  ...callRequestDialogs,
  ...paymentDialogs,
  ...betslipDialogs,
  ...casinoDialogs,
  ...contentDialogs,
};
