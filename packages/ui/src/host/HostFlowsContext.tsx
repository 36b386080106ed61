import { createContext, useContext } from 'react';
import { mergeFlows, type HostFlows } from './host.flows';

export const HostFlowsContext = createContext<HostFlows>({});

/** The host's flows from `<OynaProvider flows>`, with a widget's own props winning. */
export function useHostFlows(own: HostFlows = {}): HostFlows {
  return mergeFlows(useContext(HostFlowsContext), own);
}
