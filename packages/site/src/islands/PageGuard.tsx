import { RouteGuard, type RouteGuardKind } from '@oyna/ui';
import type { ReactNode } from 'react';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

export default function PageGuard({
  locale,
  guard,
  children,
}: SiteIslandProps & { guard: RouteGuardKind; children?: ReactNode }) {
  return (
    <SiteProviders locale={locale}>
      <RouteGuard guard={guard}>{children}</RouteGuard>
    </SiteProviders>
  );
}
