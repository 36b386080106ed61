import type { Bootstrap } from '@oyna/sdk/bootstrap';
import { OynaProvider } from '@oyna/ui';
import type { ReactNode } from 'react';
import { siteClient } from '../lib/siteClient';

export interface SiteIslandProps {
  /** The language the page was rendered in. */
  locale: string;
  /** Server only: the bootstrap the shell renders from (never serialised into islands). */
  bootstrap?: Bootstrap | null;
}

/** Every island of the page reads the same SDK client, so their state is shared through its stores. */
export function SiteProviders({ locale, bootstrap, children }: SiteIslandProps & { children: ReactNode }) {
  return <OynaProvider client={siteClient(locale, bootstrap)}>{children}</OynaProvider>;
}
