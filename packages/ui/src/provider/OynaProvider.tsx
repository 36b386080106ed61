import { createContext, type ReactNode } from 'react';
import type { OynaClient } from '@oyna/sdk';

export const OynaContext = createContext<OynaClient | null>(null);

export interface OynaProviderProps {
  /** The client made once with `createOyna(...)`; every widget below reads its stores. */
  client: OynaClient;
  children?: ReactNode;
}

/**
 * Makes one Oyna client available to the widgets below. Holds no state of its own: widgets in
 * different React roots (Astro islands) stay in step because they read the same client's stores.
 */
export function OynaProvider({ client, children }: OynaProviderProps) {
  return <OynaContext.Provider value={client}>{children}</OynaContext.Provider>;
}
