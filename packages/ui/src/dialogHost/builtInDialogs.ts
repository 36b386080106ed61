import type { DialogRegistry } from '../dialog/dialog.registry';
import { loginDialogs } from '../login/loginDialogs';
import { betslipDialogs } from '../sportsbook/betslip/betslipDialogs';

/** The dialogs `<DialogHost>` shows without being given them: the login form, the betslip sheet and My Bets. */
export const builtInDialogs: DialogRegistry = { ...loginDialogs, ...betslipDialogs };
