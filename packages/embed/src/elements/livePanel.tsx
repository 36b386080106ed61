import { RoutePattern } from '@oyna/sdk/routes';
import { LiveEventView, LivePanel } from '@oyna/ui/sportsbook';
import { useState, type MouseEvent } from 'react';

const LIVE_EVENT = new RegExp(`^${RoutePattern.liveEvent.replace('[sportId]', '\\d+').replace('[eventId]', '(\\d+)')}$`);

/**
 * `<oyna-live-panel>`: the live events by sport, and beside them (below on narrow hosts) the chosen
 * event with every market, moving with the hub. Choosing an event stays in the element; the site's
 * event page is not where a partner's player is.
 */
export default function LivePanelElement() {
  const [eventId, setEventId] = useState<number | undefined>(undefined);
  // The event's own path once one is chosen (the match tracker shows on live event paths).
  const [path, setPath] = useState('');
  const choose = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.('a[href]');
    const href = link?.getAttribute('href') ?? '';
    const match = LIVE_EVENT.exec(href);
    if (!match || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    event.stopPropagation();
    setEventId(Number(match[1]));
    setPath(href);
  };
  return (
    <div className="oyna-embed-live" onClickCapture={choose}>
      <LivePanel />
      <LiveEventView eventId={eventId} currentPath={path} />
    </div>
  );
}
