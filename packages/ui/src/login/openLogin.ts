import { openDialog } from '../dialog/dialog.store';
import type { HostFlows } from '../host/host.flows';

/**
 * The one way to ask a guest to log in: the login form, offering recovery and sign-up whenever the
 * host provides those flows. Header, bottom bar, menu and route guard all open it so.
 */
export function openLogin(flows: Pick<HostFlows, 'register' | 'recovery'>): void {
  openDialog('login', { onRecovery: flows.recovery, onRegister: flows.register });
}
