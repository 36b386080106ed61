import type { ReactNode } from 'react';
import { useT } from '../provider/hooks';
import { Button } from './Button';
import * as css from './ListNotice.css';
import { Spinner } from './Spinner';

// What a list (My Bets, the dashboard's pages) shows in place of its rows.

/** 'Loading...' with a spinner, announced politely. */
export function LoadingNotice() {
  const t = useT();
  return (
    <p className={css.notice} aria-busy="true" role="status">
      <Spinner /> {t('common.loading')}
    </p>
  );
}

/** The list could not be loaded: why, and a button to try again. */
export function FailedNotice({ children, retry, onRetry }: { children: ReactNode; retry: string; onRetry(): void }) {
  return (
    <p className={css.notice} role="alert">
      {children}
      <Button size="sm" onClick={onRetry}>
        {retry}
      </Button>
    </p>
  );
}

/** Nothing to list, and why. */
export function EmptyNotice({ children }: { children: ReactNode }) {
  return (
    <p className={css.notice} role="status">
      {children}
    </p>
  );
}
