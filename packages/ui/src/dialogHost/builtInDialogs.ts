import type { DialogRegistry } from '../dialog/dialog.registry';
import { casinoDialogs } from '../casino/play/casinoDialogs';
import { loginDialogs } from '../login/loginDialogs';
import { betslipDialogs } from '../sportsbook/betslip/betslipDialogs';

/**
 * The dialogs `<DialogHost>` shows without being given them: the login form, the betslip sheet, My
 * Bets and the game play modal (all but the login load when first opened).
 */
export const builtInDialogs: DialogRegistry = { ...loginDialogs, ...betslipDialogs, ...casinoDialogs };
