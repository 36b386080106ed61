import { OynaProvider } from '@oyna/ui';
import type { ReactNode } from 'react';
import { siteClient } from '../lib/siteClient';

export interface SiteIslandProps {
  /** The language the page was rendered in. */
  locale: string;
}

/** Every island of the page reads the same SDK client, so their state is shared through its stores. */
export function SiteProviders({ locale, children }: SiteIslandProps & { children: ReactNode }) {
  return <OynaProvider client={siteClient(locale)}>{children}</OynaProvider>;
}
