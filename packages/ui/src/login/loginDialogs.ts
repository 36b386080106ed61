import type { DialogRegistry } from '../dialog/dialog.registry';
import { LoginDialog } from './LoginDialog';
import type { LoginDialogProps } from './login.model';

// With '.js' the published types keep this path and Node's module resolution finds it.
declare module '../dialog/dialog.store.js' {
  interface DialogPropsByName {
    login: LoginDialogProps;
  }
}

/** The login form as the 'login' dialog (`openLogin`). */
export const loginDialogs: DialogRegistry = { login: LoginDialog };
