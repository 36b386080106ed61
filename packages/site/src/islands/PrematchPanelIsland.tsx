import { PrematchPanel } from '@oyna/ui/sportsbook';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The prematch category panel. */
export default function PrematchPanelIsland({ locale }: SiteIslandProps) {
  return (
    <SiteProviders locale={locale}>
      <PrematchPanel />
    </SiteProviders>
  );
}
