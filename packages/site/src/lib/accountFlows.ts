import { openCallRequest, openDialog, type HostFlows } from '@oyna/ui';

/**
 * Sign-up, password recovery and the call request form: the header's Register, the login form's
 * 'Recovery Password' and 'Not a Member? Sign Up Now!', recovery's own sign-up link and the menu's
 * Call Request Form open the built-in dialogs, whose code loads when one is first opened.
 */
export const accountFlows: Pick<HostFlows, 'register' | 'recovery' | 'callRequest'> = {
  register: () => openDialog('register'),
  recovery: () => openDialog('recovery'),
  callRequest: openCallRequest,
};
