import { useStore } from '@nanostores/react';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useMemo } from 'react';
import { SPORTSBOOK_CAROUSEL, SPORTSBOOK_CAROUSEL_SLUG, bannersOf, bootstrapOf } from '@oyna/sdk/bootstrap';
import { useOyna, useT } from '../../provider/hooks';
import { CarouselDots } from '../../shared/carousel/CarouselDots';
import { useSelectedSnap } from '../../shared/carousel/useSelectedSnap';
import { Icon } from '../../shared/Icon';
import * as css from './SportsbookCarousel.css';

/**
 * The sportsbook's banners (`fcg_sportsbook_carousel` in the bootstrap `sliderList`): one per
 * view, autoplay every 500000 ms, no loop, each showing its second image and named by its title.
 * A banner that leads to another site opens it in a new tab. Renders nothing without banners.
 */
export function SportsbookCarousel() {
  const t = useT();
  const client = useOyna();
  const bootstrap = useStore(bootstrapOf(client).$bootstrap);
  const banners = bannersOf(bootstrap, SPORTSBOOK_CAROUSEL_SLUG, client.platform.baseUrl);
  const plugins = useMemo(() => [Autoplay({ delay: SPORTSBOOK_CAROUSEL.autoplayDelayMs })], []);
  const [viewport, embla] = useEmblaCarousel(
    { loop: SPORTSBOOK_CAROUSEL.loop, slidesToScroll: SPORTSBOOK_CAROUSEL.slidesPerView, align: 'start' },
    plugins,
  );
  const current = useSelectedSnap(embla);

  if (banners.length === 0) return null;
  const count = banners.length;
  return (
    <section className={css.carousel} aria-roledescription="carousel" aria-label={t('carousel.label')}>
      <div className={css.viewport} ref={viewport}>
        <div className={css.track}>
          {banners.map((banner, index) => {
            // The offer is in the picture: its title names it. A back end that sends none gets the position.
            const name = banner.title || t('carousel.slide', { index: index + 1, count });
            return (
              <div key={`${banner.image}-${index}`} className={css.slide} role="group" aria-roledescription="slide" aria-label={name}>
                <a
                  className={css.link}
                  href={banner.url}
                  {...(banner.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <img
                    className={css.image}
                    src={banner.image}
                    alt={banner.external ? `${name} ${t('menu.opensInNewTab')}` : name}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    width={1280}
                    height={440}
                  />
                </a>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={css.controls}>
          <button
            type="button"
            className={css.arrow}
            aria-label={t('carousel.previous')}
            disabled={current === 0}
            onClick={() => embla?.scrollPrev()}
          >
            <Icon name="arrowLeft" size={18} />
          </button>
          <CarouselDots
            count={count}
            current={current}
            labelOf={(index) => t('carousel.goTo', { index: index + 1 })}
            onSelect={(index) => embla?.scrollTo(index)}
          />
          <button
            type="button"
            className={css.arrow}
            aria-label={t('carousel.next')}
            disabled={current === count - 1}
            onClick={() => embla?.scrollNext()}
          >
            <Icon name="arrowLeft" size={18} className={css.flipped} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
