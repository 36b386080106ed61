/** The header hides only once the page is scrolled further down than this (platform spec). */
export const HEADER_HIDE_THRESHOLD_PX = 100;

export interface HeaderScroll {
  /** Last vertical scroll position seen. */
  y: number;
  hidden: boolean;
}

export const initialHeaderScroll: HeaderScroll = { y: 0, hidden: false };

/**
 * The header's next visibility for a new scroll position: hidden while moving down past the
 * threshold, shown again on any move up and whenever the page is near the top.
 */
export function nextHeaderScroll(previous: HeaderScroll, y: number): HeaderScroll {
  if (y <= HEADER_HIDE_THRESHOLD_PX) return { y, hidden: false };
  if (y > previous.y) return { y, hidden: true };
  if (y < previous.y) return { y, hidden: false };
  return previous;
}
