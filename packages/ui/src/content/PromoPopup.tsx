import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { popupOf } from '@oyna/sdk/content';
import { dialogs, openDialog } from '../dialog/dialog.store';
import { useOyna } from '../provider/hooks';

/**
 * Opens the promotional popup once per content hash: when this visitor has not seen this popup yet
 * and no other dialog is open. Renders nothing itself; the dialog loads when it opens.
 */
export function PromoPopup() {
  const popups = popupOf(useOyna());
  const popup = useStore(popups.$popup);
  useEffect(() => {
    if (!popup || dialogs.$dialog.get()) return;
    openDialog('promoPopup', { popup });
    popups.markSeen();
  }, [popup, popups]);
  return null;
}
