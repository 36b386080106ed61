import { lazy } from 'react';
import type { DialogRegistry } from '../dialog/dialog.registry';

// With '.js' the published types keep this path and Node's module resolution finds it.
declare module '../dialog/dialog.store.js' {
  interface DialogPropsByName {
    /** The logged-in player's password change (the dashboard's Change Password tile). */
    changePassword: Record<never, never>;
  }
}

// Loaded when first opened: no page pays for it until a player changes a password.
const ChangePasswordDialog = lazy(() =>
  import('./ChangePasswordDialog').then((module) => ({ default: module.ChangePasswordDialog })),
);

/** The Change Password form as the 'changePassword' dialog. */
export const changePasswordDialogs: DialogRegistry = { changePassword: ChangePasswordDialog };
