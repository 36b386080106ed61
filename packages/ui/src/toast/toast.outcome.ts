import type { FormSubmitResult } from '@oyna/sdk/account';
import { toastError } from './toast.error';
import { toast, type ToastQueue } from './toast.store';

/**
 * Shows what submitting an account form did, as the spec's account dialogs do: the server's message
 * as a success or an error toast, a failed call as its error. A form its rules refused shows its
 * field errors instead, so nothing is toasted. Returns the toast's id, if any.
 */
export function toastOutcome(result: FormSubmitResult, queue: ToastQueue = toast): string | null {
  switch (result.status) {
    case 'done':
      return result.message.trim() ? queue.success(result.message) : null;
    case 'refused':
      return queue.error(result.message.trim() ? result.message : { key: 'error.unknown' });
    case 'failed':
      return toastError(result.error, { queue });
    case 'invalid':
      return null;
  }
}
