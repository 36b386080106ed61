import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useContext } from 'react';
import type { OynaClient } from '@oyna/sdk';
import { i18nOf } from '@oyna/sdk/i18n';
import { sessionOf, type SessionState } from '@oyna/sdk/session';
import { useHydrated } from './useHydrated';
import { OynaContext } from './OynaProvider';
import { MissingOynaProviderError } from './provider.errors';
import { useNavigation } from './navigation';

/** The client given to the nearest `<OynaProvider>`. */
export function useOyna(): OynaClient {
  const client = useContext(OynaContext);
  if (!client) throw new MissingOynaProviderError();
  return client;
}

/** Translation function; the component re-renders when the locale or the server's texts change. */
export function useT() {
  return useStore(i18nOf(useOyna()).$translate);
}

/** The active locale, e.g. "tr". */
export function useLocale(): string {
  return useStore(i18nOf(useOyna()).$locale);
}

const GUEST: SessionState = { status: 'guest' };

/**
 * `{ status: 'guest' }` or `{ status: 'player', user }`. While a server-rendered page hydrates it
 * reports a guest, as the server did (the login lives only in the browser), then the real session.
 */
export function useSession(): SessionState {
  const session = useStore(sessionOf(useOyna()).$session);
  return useHydrated() ? session : GUEST;
}

/** The signed-in player's balance in TRY, or null for guests, before the first load and while hydrating. */
export function useBalance(): number | null {
  const balance = useStore(sessionOf(useOyna()).$balance);
  return useHydrated() ? balance : null;
}

export type Translate = ReturnType<typeof useT>;

/**
 * The value of any of the SDK's stores, re-rendering when it changes: build your own piece on
 * `betslipOf(useOyna()).$betslip`, `liveFeedOf(useOyna()).$panel` or `myBetsOf(useOyna()).$state`
 * without installing `@nanostores/react`. Reading a store here starts its work (the first subscriber)
 * and stops it when the last component using it goes.
 */
export function useOynaStore<T>(store: ReadableAtom<T>): T {
  return useStore(store);
}

/**
 * Goes to one of Oyna's pages from code (a game on desktop): through the host's router, else the
 * browser. Null when the host serves none of Oyna's pages: the widget shows it in place instead.
 */
export function useOynaNavigate(): ((to: string) => void) | null {
  const navigation = useNavigation();
  const client = useOyna();
  if (!navigation) return null;
  const { basePath = '', navigate = client.platform.navigate } = navigation;
  return (to) => navigate(basePath + to);
}
