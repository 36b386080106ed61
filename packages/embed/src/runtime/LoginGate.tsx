import { builtInDialogs, useDialogControls, type LoginDialogProps } from '@oyna/ui';
import { useLayoutEffect, useRef, useState } from 'react';
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
  // Asked once per opening: while the built-in dialog's code loads, Suspense hides this gate and runs
  // its layout effect again when it shows it (the host heard two requests for one click).
  const asked = useRef(false);
  useLayoutEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const proceed = dispatchOynaEvent(element, 'oyna:login-requested', { source: element.localName }, { cancelable: true });
    if (proceed) setAllowed(true);
    else close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const Login = builtInDialogs.login;
  return allowed && Login ? <Login {...props} /> : null;
}
