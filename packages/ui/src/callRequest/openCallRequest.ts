import { openDialog } from '../dialog/dialog.store';

/** Opens the Call Request Form; a host passes it as its `callRequest` flow (`flows={{ callRequest: openCallRequest }}`). */
export function openCallRequest(): void {
  openDialog('callRequest');
}
