import { lazy, type ComponentType } from 'react';
import { LoginDialog } from '../login/LoginDialog';
import type { DialogName, DialogPropsByName } from './dialog.store';

/** Which component shows each dialog name: the React side of the framework-free dialog store. */
export type DialogRegistry = { [N in DialogName]?: ComponentType<DialogPropsByName[N]> } & {
  [name: string]: ComponentType<any> | undefined;
};

// The sportsbook's dialogs load with the sportsbook's code, so a page without odds never loads them.
const BetslipSheet = lazy(() => import('../sportsbook/betslip/BetslipSheet').then((module) => ({ default: module.BetslipSheet })));
const MyBetsDialog = lazy(() => import('../sportsbook/betslip/MyBetsDialog').then((module) => ({ default: module.MyBetsDialog })));

/** The dialogs the widget library ships. */
export const builtInDialogs: DialogRegistry = { login: LoginDialog, betslip: BetslipSheet, myBets: MyBetsDialog };
