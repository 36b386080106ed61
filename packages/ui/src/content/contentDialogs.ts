import { lazy } from 'react';
import type { PopupContent, Promotion } from '@oyna/sdk/content';
import type { DialogRegistry } from '../dialog/dialog.registry';

// With '.js' the published types keep this path and Node's module resolution finds it.
declare module '../dialog/dialog.store.js' {
  interface DialogPropsByName {
    /** A promotion's detail: its second picture, title and description (sanitised again in the browser). */
    promotionDetail: { promotion: Promotion };
    /** The promotional popup: a picture linking to its offer. */
    promoPopup: { popup: PopupContent };
  }
}

// Each loads when first opened, with the sanitiser the detail needs: no page pays for them before.
const PromotionDetailDialog = lazy(() => import('./PromotionDetailDialog').then((module) => ({ default: module.PromotionDetailDialog })));
const PromoPopupDialog = lazy(() => import('./PromoPopupDialog').then((module) => ({ default: module.PromoPopupDialog })));

/** The promotion detail and the promotional popup as dialogs. */
export const contentDialogs: DialogRegistry = { promotionDetail: PromotionDetailDialog, promoPopup: PromoPopupDialog };
