import { PrematchHome } from '@oyna/ui/sportsbook';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The prematch home's content. */
export default function PrematchHomeIsland({ locale }: SiteIslandProps) {
  return (
    <SiteProviders locale={locale}>
      <PrematchHome />
    </SiteProviders>
  );
}
