import type { Betslip } from '@oyna/sdk/betslip';
import { toastError } from '../../toast/toast.error';
import { useOncePerBetslip } from './oncePerBetslip';

const toastErrors = (betslip: Betslip) => betslip.onError((error) => void toastError(error));

/** Shows the betslip's errors (a refused toggle, stake or bet, a failed call) as error toasts, once each. */
export function useBetslipErrorToasts(betslip: Betslip | null): void {
  useOncePerBetslip(betslip, 'toastErrors', toastErrors);
}
