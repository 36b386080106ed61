import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { HOME_CAROUSEL, HOME_CAROUSEL_SLUG, bannersOf, bootstrapOf } from '@oyna/sdk/bootstrap';
import { useOyna } from '../provider/hooks';
import { useHydrated } from '../provider/useHydrated';
import { BannerTrack } from '../shared/carousel/BannerTrack';
import * as carouselCss from '../shared/carousel/BannerCarousel.css';
import { useFeatureT } from '../shared/useFeatureT';
import { contentMessages } from './content.messages';

// The carousel's code (embla) loads after hydration: until then, and on the server, the row stands still
// (a lazy component rendered on the server would stream in as inline scripts the CSP refuses).
const BannerCarousel = lazy(() => import('../shared/carousel/BannerCarousel').then((module) => ({ default: module.BannerCarousel })));

/**
 * The home page's banners (`fcg_home_carousel`): autoplay every 5000 ms that interaction does not
 * stop, one per view, two from 768 and 992 px, three from 1920 px, 20 px apart, no loop.
 */
export function HomeCarousel() {
  const tf = useFeatureT(contentMessages);
  const client = useOyna();
  const bootstrap = useStore(bootstrapOf(client).$bootstrap);
  const hydrated = useHydrated();
  const banners = bannersOf(bootstrap, HOME_CAROUSEL_SLUG, client.platform.baseUrl);
  if (banners.length === 0) return null;
  const label = tf('content.homeOffers');
  // The row of arrows and dots is kept, empty, so nothing below moves when the carousel comes.
  const still = (
    <BannerTrack banners={banners} label={label} layout="responsive">
      <div className={carouselCss.controls} />
    </BannerTrack>
  );
  return (
    <Suspense fallback={still}>
      {hydrated ? (
        <BannerCarousel
          banners={banners}
          label={label}
          autoplayDelayMs={HOME_CAROUSEL.autoplayDelayMs}
          stopOnInteraction={HOME_CAROUSEL.stopOnInteraction}
          loop={HOME_CAROUSEL.loop}
          layout="responsive"
        />
      ) : (
        still
      )}
    </Suspense>
  );
}
