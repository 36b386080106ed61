import type { OynaError } from '@oyna/sdk';
import { useOncePer } from '../shared/useOncePer';
import { toastError } from './toast.error';

interface ReportsErrors {
  onError(listener: (error: OynaError) => void): () => void;
}

const toastErrors = (domain: ReportsErrors) => domain.onError((error) => void toastError(error));

/** Shows a domain's background failures (its `onError`) as error toasts, once each however many widgets show it. */
export function useErrorToasts(domain: ReportsErrors | null): void {
  useOncePer(domain, 'toastErrors', toastErrors);
}
