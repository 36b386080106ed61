import { SportsbookCarousel } from '@oyna/ui/sportsbook';
import { SiteProviders, type SiteIslandProps } from './SiteProviders';

/** The sportsbook's banners. */
export default function SportsbookCarouselIsland({ locale }: SiteIslandProps) {
  return (
    <SiteProviders locale={locale}>
      <SportsbookCarousel />
    </SiteProviders>
  );
}
