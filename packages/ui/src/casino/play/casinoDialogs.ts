import type { DialogRegistry } from '../../dialog/dialog.registry';
import { GamePlayDialog, type GamePlayDialogProps } from './GamePlayDialog';

// With '.js' the published types keep this path and Node's module resolution finds it.
declare module '../../dialog/dialog.store.js' {
  interface DialogPropsByName {
    /** The game play modal of phones. */
    gamePlay: GamePlayDialogProps;
  }
}

/** The casino's dialogs, for `<DialogHost registry>`: the play modal opened by `playGame` on phones. */
export const casinoDialogs: DialogRegistry = { gamePlay: GamePlayDialog };
