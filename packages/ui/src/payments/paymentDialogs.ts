import type { PaymentRequest } from '@oyna/sdk/payments';
import { lazy } from 'react';
import type { DialogRegistry } from '../dialog/dialog.registry';

// With '.js' the published types keep this path and Node's module resolution finds it.
declare module '../dialog/dialog.store.js' {
  interface DialogPropsByName {
    /** The dynamic deposit or withdraw form of a payment method; the title is the caller's. */
    payment: PaymentRequest;
  }
}

// Loaded when first opened: the fields, masks and texts cost only the player who pays.
const PaymentDialog = lazy(() => import('./PaymentDialog').then((module) => ({ default: module.PaymentDialog })));

/** The payment form as the 'payment' dialog. */
export const paymentDialogs: DialogRegistry = { payment: PaymentDialog };
