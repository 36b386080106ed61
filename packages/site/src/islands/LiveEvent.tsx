import { useStore } from '@nanostores/react';
import { liveFeedOf } from '@oyna/sdk/feed';
import { routes } from '@oyna/sdk/routes';
import { useOyna } from '@oyna/ui';
import { LiveEventView } from '@oyna/ui/sportsbook';
import { useEffect } from 'react';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

export interface LiveEventProps extends SiteIslandProps {
  path: string;
  /** The event named in the address; left out on /spor/live/event-view, which shows the active event. */
  eventId?: number;
}

/** The live event view. When the event in the address is no longer live, the address follows the event shown instead. */
export default function LiveEvent({ locale, path, eventId }: LiveEventProps) {
  return (
    <SiteProviders locale={locale}>
      <LiveEventView eventId={eventId} currentPath={path} />
      {eventId === undefined ? null : <AddressFollowsActiveEvent />}
    </SiteProviders>
  );
}

/**
 * The address names the event shown, whichever that ends up being. Compared with the address now,
 * not the one the page was opened at: while the page comes alive the panel's first lists may make
 * another event active for a moment before this page's own; the address follows it back.
 */
function AddressFollowsActiveEvent() {
  const event = useStore(liveFeedOf(useOyna()).$activeEvent);
  useEffect(() => {
    if (!event) return;
    const address = routes.liveEvent(event.sportId, event.id);
    if (location.pathname !== address) history.replaceState(history.state, '', address);
  }, [event?.id, event?.sportId]);
  return null;
}
