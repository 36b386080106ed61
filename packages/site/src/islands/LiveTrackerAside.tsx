import { LiveTracker } from '@oyna/ui/sportsbook';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The match tracker in the right column, under the betslip. */
export default function LiveTrackerAside({ locale, path }: SiteIslandProps & { path: string }) {
  return (
    <SiteProviders locale={locale}>
      <LiveTracker currentPath={path} placement="aside" />
    </SiteProviders>
  );
}
