import type { TimeFilter } from '@oyna/sdk/feed';
import { UpcomingEvents } from '@oyna/ui/sportsbook';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The upcoming page's content. */
export default function UpcomingEventsIsland({ locale, sportId, filter }: SiteIslandProps & { sportId: number; filter: TimeFilter }) {
  return (
    <SiteProviders locale={locale}>
      <UpcomingEvents sportId={sportId} filter={filter} />
    </SiteProviders>
  );
}
