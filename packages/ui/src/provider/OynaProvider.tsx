import { createContext, type ReactNode } from 'react';
import type { OynaClient } from '@oyna/sdk';
import type { HostFlows } from '../host/host.flows';
import { HostFlowsContext } from '../host/HostFlowsContext';

const NO_FLOWS: HostFlows = {};

export const OynaContext = createContext<OynaClient | null>(null);

export interface OynaProviderProps {
  /** The client made once with `createOyna(...)`; every widget below reads its stores. */
  client: OynaClient;
  /**
   * What the host page can do (registration, recovery, live chat, call request, game search). Widgets
   * show a control only when its flow is here (or passed to the widget itself).
   * @default {}
   */
  flows?: HostFlows;
  children?: ReactNode;
}

/**
 * Makes one Oyna client available to the widgets below. Holds no state of its own: widgets in
 * different React roots (Astro islands) stay in step because they read the same client's stores.
 */
export function OynaProvider({ client, flows = NO_FLOWS, children }: OynaProviderProps) {
  return (
    <OynaContext.Provider value={client}>
      <HostFlowsContext.Provider value={flows}>{children}</HostFlowsContext.Provider>
    </OynaContext.Provider>
  );
}
