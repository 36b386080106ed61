import { useEffect, type ReactNode } from 'react';
import { useOpenLogin } from '../login/useOpenLogin';
import { useSession, useT } from '../provider/hooks';
import { Button } from '../shared/Button';
import { Spinner } from '../shared/Spinner';
import { useHydrated } from '../provider/useHydrated';
import * as css from './RouteGuard.css';
import { routeAccess, type RouteGuardKind } from './routeGuard.model';

export interface RouteGuardProps {
  guard: RouteGuardKind;
  children?: ReactNode;
}

/**
 * Shows its content only to whom the route allows. A guest on a players' route gets the login
 * form; the content appears as soon as they log in.
 */
export function RouteGuard({ guard, children }: RouteGuardProps) {
  const t = useT();
  const session = useSession();
  const hydrated = useHydrated();
  const access = routeAccess(guard, session);
  const openLogin = useOpenLogin();

  useEffect(() => {
    if (hydrated && access === 'signIn') openLogin();
    // Asked once per arrival; the host's flows changing does not ask again.
  }, [hydrated, access]);

  if (!guard) return <>{children}</>;
  if (!hydrated) {
    return (
      <p className={css.pending} role="status">
        <Spinner /> {t('common.loading')}
      </p>
    );
  }
  if (access === 'signIn') {
    return (
      <div className={css.notice}>
        <p>{t('route.signInRequired')}</p>
        <Button onClick={openLogin}>{t('header.login')}</Button>
      </div>
    );
  }
  if (access === 'forbidden') {
    return (
      <div className={css.notice}>
        <p>{t('route.betcoRequired')}</p>
      </div>
    );
  }
  return <>{children}</>;
}
