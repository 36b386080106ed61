import { LiveOverview } from '@oyna/ui/sportsbook';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** A sport's live events with their main odds. */
export default function LiveSportOverview({ locale, sportId }: SiteIslandProps & { sportId: number }) {
  return (
    <SiteProviders locale={locale}>
      <LiveOverview sportId={sportId} />
    </SiteProviders>
  );
}
