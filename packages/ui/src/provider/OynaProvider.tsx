import { createContext, use, useState, type ReactNode } from 'react';
import type { OynaClient } from '@oyna/sdk';
import { $catalogs, loadCatalog } from '@oyna/sdk/i18n';
import type { HostFlows } from '../host/host.flows';
import { HostFlowsContext } from '../host/HostFlowsContext';
import { NavigationContext, type OynaNavigation } from './navigation';

const NO_FLOWS: HostFlows = {};

export const OynaContext = createContext<OynaClient | null>(null);

export interface OynaProviderProps {
  /** The client made once with `createOyna(...)`; every widget below reads its stores. */
  client: OynaClient;
  /**
   * What the host page can do (registration, recovery, live chat, call request, game search). Widgets
   * show a control only when its flow is here (or passed to the widget itself).
   * @default {}
   */
  flows?: HostFlows;
  /**
   * Where the host serves the pages the widgets lead to, and its router. Left out, the host serves
   * none: a live event row shows its event in `<LiveEventView>`, a game opens in its dialog.
   * @example { basePath: '/sports', navigate: (href) => router.push(href) }
   */
  navigation?: OynaNavigation;
  children?: ReactNode;
}

/** A promise React reads as settled at once (`use` looks at `status`): nothing to wait for. */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled' }) as unknown as Promise<unknown>;

/**
 * Renders its children once a bundled catalogue has loaded (each language's is its own chunk: a page
 * loads only its language's texts). Until then it suspends: while a server-rendered page hydrates,
 * React keeps the server's HTML in place, so nothing blinks; a page whose server loaded the catalogue
 * before rendering never waits. A change of language does not suspend: the texts stay in the old
 * language until the new one's are in. `use()` reads one promise on every render, never only on some
 * (React reports that in development).
 */
function CatalogReady({ client, children }: { client: OynaClient; children?: ReactNode }) {
  const [ready] = useState(() => (Object.keys($catalogs.get()).length > 0 ? SETTLED : loadCatalog(client.$locale.get())));
  use(ready);
  return children;
}

/**
 * Makes one Oyna client available to the widgets below. Holds no state of its own: widgets in
 * different React roots (Astro islands) stay in step because they read the same client's stores.
 */
export function OynaProvider({ client, flows = NO_FLOWS, navigation, children }: OynaProviderProps) {
  return (
    <OynaContext.Provider value={client}>
      <HostFlowsContext.Provider value={flows}>
        <NavigationContext.Provider value={navigation ?? null}>
          <CatalogReady client={client}>{children}</CatalogReady>
        </NavigationContext.Provider>
      </HostFlowsContext.Provider>
    </OynaContext.Provider>
  );
}
