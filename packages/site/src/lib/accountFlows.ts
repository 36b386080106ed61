import { openDialog, type HostFlows } from '@oyna/ui';

/**
 * Sign-up and password recovery: the header's Register, the login form's 'Recovery Password' and
 * 'Not a Member? Sign Up Now!' and recovery's own sign-up link open the built-in dialogs, whose code
 * loads when one is first opened.
 */
export const accountFlows: Pick<HostFlows, 'register' | 'recovery'> = {
  register: () => openDialog('register'),
  recovery: () => openDialog('recovery'),
};
