import { builtInDialogs, useDialogControls, type LoginDialogProps } from '@oyna/ui';
import { useLayoutEffect, useState } from 'react';
import { dispatchOynaEvent } from '../events';
import { useElement } from './elementContext';

/**
 * The login dialog behind `oyna:login-requested`: the host hears of it first and may take it over
 * with `preventDefault()` (its own login form); otherwise the built-in one opens in this element.
 */
export function LoginGate(props: LoginDialogProps) {
  const element = useElement();
  const { close } = useDialogControls();
  const [allowed, setAllowed] = useState(false);
  useLayoutEffect(() => {
    const proceed = dispatchOynaEvent(element, 'oyna:login-requested', { source: element.localName }, { cancelable: true });
    if (proceed) setAllowed(true);
    else close();
    // Asked once per opening of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const Login = builtInDialogs.login;
  return allowed && Login ? <Login {...props} /> : null;
}
