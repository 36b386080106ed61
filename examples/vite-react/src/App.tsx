import { createOyna } from '@oyna/sdk';
import { sessionOf } from '@oyna/sdk/session';
import { startOyna } from '@oyna/sdk/start';
import { DialogHost, OynaProvider, OynaRoot, Toaster, useOyna, useSession, type OynaNavigation } from '@oyna/ui';
import { BetslipPanel, LiveEventView, LivePanel } from '@oyna/ui/sportsbook';
import { Suspense, useSyncExternalStore } from 'react';

// One client for the whole app. Oyna's storage keys live under 'oyna:', beside the app's own.
const client = createOyna({ storagePrefix: 'oyna:' });
void startOyna(client);

// The app's own router, as small as it gets: the address is the state.
const subscribe = (onChange: () => void) => {
  addEventListener('popstate', onChange);
  return () => removeEventListener('popstate', onChange);
};
const usePath = () => useSyncExternalStore(subscribe, () => location.pathname);
const navigation: OynaNavigation = {
  basePath: '/sports',
  navigate(href) {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate'));
  },
};

/** The event an address names: `/sports/spor/live/event-view/{sportId}/{eventId}`. */
const eventIdOf = (path: string) => {
  const match = /\/spor\/live\/event-view\/\d+\/(\d+)$/.exec(path);
  return match ? Number(match[1]) : undefined;
};

function Account() {
  const session = useSession();
  const oyna = useOyna();
  if (session.status === 'guest') return <span>Misafir</span>;
  return (
    <span>
      {session.user.username}{' '}
      <button type="button" className="partner-button" onClick={() => void sessionOf(oyna).logout()}>
        Çıkış
      </button>
    </span>
  );
}

export function App() {
  const path = usePath();
  return (
    <OynaProvider client={client} navigation={navigation}>
      <header className="partner-header">
        <h1>Maç Keyfi</h1>
        <p aria-label="Adres">{path}</p>
        <Suspense fallback={null}>
          <Account />
        </Suspense>
      </header>
      <OynaRoot className="partner-sportsbook">
        <h2>Canlı bahis</h2>
        <LivePanel />
        <LiveEventView eventId={eventIdOf(path)} currentPath={path} />
        <BetslipPanel />
        <DialogHost />
        <Toaster />
      </OynaRoot>
    </OynaProvider>
  );
}
