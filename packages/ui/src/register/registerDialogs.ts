import { lazy } from 'react';
import type { DialogRegistry } from '../dialog/dialog.registry';
import type { RegisterDialogProps } from './register.types';

// With '.js' the published types keep this path and Node's module resolution finds it.
declare module '../dialog/dialog.store.js' {
  interface DialogPropsByName {
    /** Sign-up: Fast Register, Default Register, the congratulations and the trial bonus offer. */
    register: RegisterDialogProps;
  }
}

// Its code (and the confetti's) loads when a visitor first opens it, so no page pays for it up front.
const RegisterDialog = lazy(() => import('./RegisterDialog').then((module) => ({ default: module.RegisterDialog })));

/** Sign-up as the 'register' dialog. */
export const registerDialogs: DialogRegistry = { register: RegisterDialog };
