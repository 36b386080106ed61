/** The sportsbook carousel (spec section 9): one slide per view, autoplay every 500000 ms, no loop. */
export const SPORTSBOOK_CAROUSEL = {
  slidesPerView: 1,
  autoplayDelayMs: 500_000,
  loop: false,
} as const;

/** The home page's banner group. */
export const HOME_CAROUSEL_SLUG = 'fcg_home_carousel';

/**
 * The home carousel (spec section 9): autoplay every 5000 ms, not stopped by interaction, one slide
 * per view, two from 768 and 992 px wide, three from 1920 px, 20 px apart, no loop.
 */
export const HOME_CAROUSEL = {
  autoplayDelayMs: 5_000,
  stopOnInteraction: false,
  loop: false,
  gapPx: 20,
  /** Slides per view from each minimum width in px, widest last. */
  slidesPerView: [
    { minWidth: 0, slides: 1 },
    { minWidth: 768, slides: 2 },
    { minWidth: 992, slides: 2 },
    { minWidth: 1920, slides: 3 },
  ],
} as const;
