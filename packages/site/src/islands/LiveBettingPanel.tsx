import type { LiveSeed } from '@oyna/sdk/feed';
import { LivePanel } from '@oyna/ui/sportsbook';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/**
 * The live category panel, sharing the page's live feed with the other live islands. With `seed`
 * (the lists the server read), its first screen is in the page's HTML.
 */
export default function LiveBettingPanel({ locale, seed }: SiteIslandProps & { seed?: LiveSeed }) {
  return (
    <SiteProviders locale={locale}>
      <LivePanel seed={seed} />
    </SiteProviders>
  );
}
