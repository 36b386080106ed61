import { PrematchDetail } from '@oyna/ui/sportsbook';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The prematch detail page's content. */
export default function PrematchDetailIsland({ locale, eventId }: SiteIslandProps & { eventId: number }) {
  return (
    <SiteProviders locale={locale}>
      <PrematchDetail eventId={eventId} />
    </SiteProviders>
  );
}
