import { LivePanel } from '@oyna/ui/sportsbook';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The live category panel, sharing the page's live feed with the other live islands. */
export default function LiveBettingPanel({ locale }: SiteIslandProps) {
  return (
    <SiteProviders locale={locale}>
      <LivePanel />
    </SiteProviders>
  );
}
