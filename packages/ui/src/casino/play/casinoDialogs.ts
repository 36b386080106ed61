import { lazy } from 'react';
import type { DialogRegistry } from '../../dialog/dialog.registry';
import type { GamePlayDialogProps } from './GamePlayDialog';

// With '.js' the published types keep this path and Node's module resolution finds it.
declare module '../../dialog/dialog.store.js' {
  interface DialogPropsByName {
    /** The game play modal of phones. */
    gamePlay: GamePlayDialogProps;
  }
}

// It loads with the casino's code, so a page that plays no game never loads it.
const GamePlayDialog = lazy(() => import('./GamePlayDialog').then((module) => ({ default: module.GamePlayDialog })));

/** The casino's dialogs: the play modal opened by `playGame` on phones, as the 'gamePlay' dialog. */
export const casinoDialogs: DialogRegistry = { gamePlay: GamePlayDialog };
