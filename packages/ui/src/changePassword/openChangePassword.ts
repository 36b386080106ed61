import { openDialog } from '../dialog/dialog.store';

/** Opens the Change Password dialog (the dashboard's tile); the page must show it to a logged-in player. */
export function openChangePassword(): void {
  openDialog('changePassword');
}
