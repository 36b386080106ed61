import { useStore } from '@nanostores/react';
import { SPORTSBOOK_CAROUSEL, SPORTSBOOK_CAROUSEL_SLUG, bannersOf, bootstrapOf } from '@oyna/sdk/bootstrap';
import { useOyna, useT } from '../../provider/hooks';
import { BannerCarousel } from '../../shared/carousel/BannerCarousel';

/**
 * The sportsbook's banners (`fcg_sportsbook_carousel` in the bootstrap `sliderList`): one per
 * view, autoplay every 500000 ms, no loop, each showing its second image and named by its title.
 * A banner that leads to another site opens it in a new tab. Renders nothing without banners.
 */
export function SportsbookCarousel() {
  const t = useT();
  const client = useOyna();
  const bootstrap = useStore(bootstrapOf(client).$bootstrap);
  return (
    <BannerCarousel
      banners={bannersOf(bootstrap, SPORTSBOOK_CAROUSEL_SLUG, client.platform.baseUrl)}
      label={t('carousel.label')}
      autoplayDelayMs={SPORTSBOOK_CAROUSEL.autoplayDelayMs}
      loop={SPORTSBOOK_CAROUSEL.loop}
    />
  );
}
