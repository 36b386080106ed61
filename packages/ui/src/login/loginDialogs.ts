import { lazy } from 'react';
import type { DialogRegistry } from '../dialog/dialog.registry';
import type { LoginDialogProps } from './login.model';

// With '.js' the published types keep this path and Node's module resolution finds it.
declare module '../dialog/dialog.store.js' {
  interface DialogPropsByName {
    login: LoginDialogProps;
  }
}

// Loaded when a guest first asks to log in: a page pays nothing for the form (its fields, rules and
// focus handling) up front, and a player never loads it.
const LoginDialog = lazy(() => import('./LoginDialog').then((module) => ({ default: module.LoginDialog })));

/** The login form as the 'login' dialog (`openLogin`). */
export const loginDialogs: DialogRegistry = { login: LoginDialog };
