/** Layout breakpoints of the platform spec, in CSS pixels. */
export const BREAKPOINTS = {
  /** Below this width dialogs go full screen, the hamburger and the bottom bar show. */
  desktop: 900,
  /** Below this width Live Bettings opens the overview page. */
  wide: 1100,
  /** From this width the sportsbook shows its right column beside the content. */
  full: 1280,
} as const;

/** Media queries for `@media` blocks in `.css.ts` files. */
export const media = {
  mobile: `screen and (max-width: ${BREAKPOINTS.desktop - 0.02}px)`,
  desktop: `screen and (min-width: ${BREAKPOINTS.desktop}px)`,
  wide: `screen and (min-width: ${BREAKPOINTS.wide}px)`,
  full: `screen and (min-width: ${BREAKPOINTS.full}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
