import { lazy } from 'react';
import type { DialogRegistry } from '../dialog/dialog.registry';
import type { PhoneVerificationDialogProps } from './phoneVerification.types';

// With '.js' the published types keep this path and Node's module resolution finds it.
declare module '../dialog/dialog.store.js' {
  interface DialogPropsByName {
    /** The SMS verify screen: the number, the code texted to it, the celebration. */
    phoneVerification: PhoneVerificationDialogProps;
  }
}

// Loaded when first opened: no page pays for it until a player verifies a number.
const PhoneVerificationDialog = lazy(() =>
  import('./PhoneVerificationDialog').then((module) => ({ default: module.PhoneVerificationDialog })),
);

/** The SMS verify screen as the 'phoneVerification' dialog. */
export const phoneVerificationDialogs: DialogRegistry = { phoneVerification: PhoneVerificationDialog };
