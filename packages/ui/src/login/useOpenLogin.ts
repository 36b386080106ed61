import { useHostFlows } from '../host/HostFlowsContext';
import type { HostFlows } from '../host/host.flows';
import { openLogin } from './openLogin';

/** `openLogin` bound to the host's flows (and a widget's own). */
export function useOpenLogin(own: HostFlows = {}): () => void {
  const flows = useHostFlows(own);
  return () => openLogin(flows);
}
