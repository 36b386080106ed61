import type { Betslip } from '@oyna/sdk/betslip';
import { useEffect } from 'react';
import { toastError } from '../../toast/toast.error';

// However many betslip widgets a page shows (the panel, the phone's button and its sheet), each
// refused toggle or bet is toasted once.
const watchers = new WeakMap<Betslip, { count: number; stop: () => void }>();

/** Shows the betslip's errors (a refused toggle, stake or bet, a failed call) as error toasts. */
export function useBetslipErrorToasts(betslip: Betslip | null): void {
  useEffect(() => {
    if (!betslip) return;
    const watcher = watchers.get(betslip);
    if (watcher) watcher.count += 1;
    else watchers.set(betslip, { count: 1, stop: betslip.onError((error) => void toastError(error)) });
    return () => {
      const current = watchers.get(betslip)!;
      current.count -= 1;
      if (current.count === 0) {
        current.stop();
        watchers.delete(betslip);
      }
    };
  }, [betslip]);
}
