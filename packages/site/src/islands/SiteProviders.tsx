import { loadCatalog } from '@oyna/sdk/i18n';
import { OynaProvider, type OynaNavigation } from '@oyna/ui';
import { useMemo, type ReactNode } from 'react';
import { accountFlows } from '../lib/accountFlows';
import { casinoFlows } from '../lib/casinoFlows';
import { liveChatFlow } from '../lib/liveChat';
import { moneyFlows } from '../lib/moneyFlows';
import { setPageTexts } from '../lib/pageTexts';
import { siteClient } from '../lib/siteClient';

export interface SiteIslandProps {
  /** The language the page was rendered in. */
  locale: string;
}

// The page's language catalogue starts loading with the first island's code, not at its first render;
// islands hydrate once it is in (`client:texts`).
if (typeof document !== 'undefined') setPageTexts(loadCatalog(document.documentElement.lang));

/** The site serves every page at the spec's path, and the browser loads each one (a multi-page site). */
const SITE_PAGES: OynaNavigation = {};

/** Every island of the page reads the same SDK client, so their state is shared through its stores. */
export function SiteProviders({ locale, children }: SiteIslandProps & { children: ReactNode }) {
  const client = siteClient(locale);
  const flows = useMemo(() => ({ ...accountFlows, ...casinoFlows(client), ...moneyFlows(client), liveChat: liveChatFlow(client) }), [client]);
  return (
    <OynaProvider client={client} flows={flows} navigation={SITE_PAGES}>
      {children}
    </OynaProvider>
  );
}
