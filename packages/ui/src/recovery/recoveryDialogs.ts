import { lazy } from 'react';
import type { DialogRegistry } from '../dialog/dialog.registry';
import type { RecoveryDialogProps } from './RecoveryDialog';

// With '.js' the published types keep this path and Node's module resolution finds it.
declare module '../dialog/dialog.store.js' {
  interface DialogPropsByName {
    /** Password recovery: username, mailed code, new password, success; then the login form. */
    recovery: RecoveryDialogProps;
  }
}

// Loaded when first opened: a page pays nothing for it until a player forgets a password.
const RecoveryDialog = lazy(() => import('./RecoveryDialog').then((module) => ({ default: module.RecoveryDialog })));

/** Password recovery as the 'recovery' dialog. */
export const recoveryDialogs: DialogRegistry = { recovery: RecoveryDialog };
