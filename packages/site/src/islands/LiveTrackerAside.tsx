import { LiveTracker } from '@oyna/ui/sportsbook';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The match tracker in the right column, where the betslip will also sit. */
export default function LiveTrackerAside({ locale, path }: SiteIslandProps & { path: string }) {
  return (
    <SiteProviders locale={locale}>
      <LiveTracker currentPath={path} placement="aside" />
    </SiteProviders>
  );
}
