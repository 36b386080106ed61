/** The sportsbook carousel (spec section 9): one slide per view, autoplay every 500000 ms, no loop. */
export const SPORTSBOOK_CAROUSEL = {
  slidesPerView: 1,
  autoplayDelayMs: 500_000,
  loop: false,
} as const;
