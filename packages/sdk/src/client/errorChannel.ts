import { asOynaError, type OynaError } from '../errors/oyna.errors';
import type { OynaClient } from './createOyna';

/** Where a domain's background failures go: one `onError` per domain, typed for a toast. */
export interface ErrorChannel {
  report(error: unknown): void;
  /** Listens until the returned unsubscribe or the client's dispose. */
  onError(listener: (error: OynaError) => void): () => void;
}

export function createErrorChannel(client: OynaClient): ErrorChannel {
  const listeners = new Set<(error: OynaError) => void>();
  return {
    report(error) {
      const typed = asOynaError(error);
      for (const listener of listeners) listener(typed);
    },
    onError(listener) {
      listeners.add(listener);
      return client.track(() => void listeners.delete(listener));
    },
  };
}
