import { lazy } from 'react';
import type { DialogRegistry } from '../dialog/dialog.registry';

// With '.js' the published types keep this path and Node's module resolution finds it.
declare module '../dialog/dialog.store.js' {
  interface DialogPropsByName {
    /** The Call Request Form (the menu's item, through the host's `callRequest` flow). */
    callRequest: Record<never, never>;
  }
}

// Loaded when first opened: no page pays for it until someone asks for a call.
const CallRequestDialog = lazy(() => import('./CallRequestDialog').then((module) => ({ default: module.CallRequestDialog })));

/** The Call Request Form as the 'callRequest' dialog. */
export const callRequestDialogs: DialogRegistry = { callRequest: CallRequestDialog };
