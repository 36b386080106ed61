import { ApiError, MalformedResponseError, NetworkError } from '@oyna/sdk';
import type { ToastText } from './toast.model';
import { toast, type ToastOptions, type ToastQueue } from './toast.store';

/** What a player should read for a failed call: the server's own words when it gave any. */
export function errorText(error: unknown): ToastText {
  if (error instanceof ApiError && error.message.trim()) return error.message;
  if (error instanceof MalformedResponseError) return { key: 'error.malformed' };
  if (error instanceof NetworkError) return { key: 'error.network' };
  return { key: 'error.unknown' };
}

/** Shows a failed call as an error toast; returns the toast id. */
export function toastError(error: unknown, options?: ToastOptions & { queue?: ToastQueue }): string {
  const { queue = toast, ...rest } = options ?? {};
  return queue.error(errorText(error), rest);
}
