import type { ReactNode, Ref } from 'react';
import type { Banner } from '@oyna/sdk/bootstrap';
import { useT } from '../../provider/hooks';
import { useAssetUrl } from '../useAssetUrl';
import * as css from './BannerCarousel.css';

export interface BannerTrackProps {
  banners: readonly Banner[];
  /** Names the carousel region: 'Sportsbook offers'. */
  label: string;
  layout: 'single' | 'responsive';
  /** The scrolling viewport, for the carousel that moves it; without one the row stands still. */
  viewportRef?: Ref<HTMLDivElement>;
  /** Controls under the row (arrows and dots). */
  children?: ReactNode;
}

/**
 * A row of CMS banners as markup: each its picture (with its size, so nothing shifts), named by its
 * title (or its place in the row), a link that opens another site in a new tab. The carousel moves
 * it; alone it is what a page shows before the carousel's code has loaded.
 */
export function BannerTrack({ banners, label, layout, viewportRef, children }: BannerTrackProps) {
  const asset = useAssetUrl();
  const t = useT();
  const count = banners.length;
  return (
    <section className={css.carousel} aria-roledescription="carousel" aria-label={label}>
      <div className={css.viewport} ref={viewportRef}>
        <div className={css.track[layout]}>
          {banners.map((banner, index) => {
            // The offer is in the picture: its title names it. A back end that sends none gets the position.
            const name = banner.title || t('carousel.slide', { index: index + 1, count });
            return (
              <div key={`${banner.image}-${index}`} className={css.slide[layout]} role="group" aria-roledescription="slide" aria-label={name}>
                <a className={css.link} href={banner.url} {...(banner.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  <img
                    className={css.image}
                    src={asset(banner.image)}
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
      {children}
    </section>
  );
}
