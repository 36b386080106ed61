import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../provider/hooks';
import { Icon } from '../Icon';
import { useReducedMotion } from '../reducedMotion';
import { BannerTrack, type BannerTrackProps } from './BannerTrack';
import { CarouselDots } from './CarouselDots';
import { useSelectedSnap } from './useSelectedSnap';
import * as css from './BannerCarousel.css';

export interface BannerCarouselProps extends Omit<BannerTrackProps, 'viewportRef' | 'children' | 'layout'> {
  autoplayDelayMs: number;
  /** Whether a swipe or a click stops the autoplay. @default true */
  stopOnInteraction?: boolean;
  loop: boolean;
  /** `single`: one banner per view; `responsive`: the home carousel's 1, 2 or 3 by width, 20 px apart. @default 'single' */
  layout?: BannerTrackProps['layout'];
}

/** How many places the carousel can stop at: fewer than the banners when several show at once. */
function useSnapCount(embla: UseEmblaCarouselType[1], fallback: number): number {
  const [count, setCount] = useState(fallback);
  useEffect(() => {
    if (!embla) return;
    const update = () => setCount(embla.scrollSnapList().length);
    update();
    embla.on('reInit', update).on('resize', update);
    return () => void embla.off('reInit', update).off('resize', update);
  }, [embla]);
  return count;
}

/**
 * A row of CMS banners that moves (embla): autoplay (none when the player asked for reduced motion),
 * arrows and dots when there is more than one place to go. Renders nothing without banners.
 */
export function BannerCarousel({ banners, label, autoplayDelayMs, stopOnInteraction = true, loop, layout = 'single' }: BannerCarouselProps) {
  const t = useT();
  // Banners that move by themselves are motion the player did not ask for: none under reduced motion.
  const reducedMotion = useReducedMotion();
  const plugins = useMemo(
    () => (reducedMotion ? [] : [Autoplay({ delay: autoplayDelayMs, stopOnInteraction })]),
    [autoplayDelayMs, stopOnInteraction, reducedMotion],
  );
  const [viewport, embla] = useEmblaCarousel({ loop, slidesToScroll: 1, align: 'start', containScroll: 'trimSnaps' }, plugins);
  const current = useSelectedSnap(embla);
  // One per view stops at every banner; several per view stop where embla measured it can.
  const measured = useSnapCount(embla, banners.length);
  const snaps = layout === 'single' ? banners.length : measured;

  if (banners.length === 0) return null;
  return (
    <BannerTrack banners={banners} label={label} layout={layout} viewportRef={viewport}>
      {/* Several per view: the row is kept before embla has measured, and stays (empty) when one place is all there is. */}
      {snaps > 1 ? (
        <div className={css.controls}>
          <button type="button" className={css.arrow} aria-label={t('carousel.previous')} disabled={current === 0} onClick={() => embla?.scrollPrev()}>
            <Icon name="arrowLeft" size={18} />
          </button>
          <CarouselDots count={snaps} current={current} labelOf={(index) => t('carousel.goTo', { index: index + 1 })} onSelect={(index) => embla?.scrollTo(index)} />
          <button type="button" className={css.arrow} aria-label={t('carousel.next')} disabled={current === snaps - 1} onClick={() => embla?.scrollNext()}>
            <Icon name="arrowLeft" size={18} className={css.flipped} />
          </button>
        </div>
      ) : layout === 'responsive' ? (
        <div className={css.controls} />
      ) : null}
    </BannerTrack>
  );
}
