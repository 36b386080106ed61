import { lazy } from 'react';
import type { DialogRegistry } from '../../dialog/dialog.registry';
import type { BetslipSheetProps, MyBetsDialogProps } from './betslipDialogs.types';

// With '.js' the published types keep this path and Node's module resolution finds it.
declare module '../../dialog/dialog.store.js' {
  interface DialogPropsByName {
    /** The betslip as a bottom sheet, where the page has no right column for it. */
    betslip: BetslipSheetProps;
    /** The player's coupons, open and settled. */
    myBets: MyBetsDialogProps;
  }
}

// They load with the sportsbook's code, so a page without odds never loads them.
const BetslipSheet = lazy(() => import('./BetslipSheet').then((module) => ({ default: module.BetslipSheet })));
const MyBetsDialog = lazy(() => import('./MyBetsDialog').then((module) => ({ default: module.MyBetsDialog })));

/** The betslip sheet and My Bets as the 'betslip' and 'myBets' dialogs. */
export const betslipDialogs: DialogRegistry = { betslip: BetslipSheet, myBets: MyBetsDialog };
