import {
  TRACKER_HEIGHT_DESKTOP_PX,
  TRACKER_HEIGHT_MOBILE_PX,
  TRACKER_MOBILE_MAX_WIDTH_PX,
} from '../shared/feed.constants';

export type TrackerVariant = 'desktop' | 'mobile';

export interface TrackerFrame {
  url: string;
  variant: TrackerVariant;
  height: number;
  /**
   * The iframe's `sandbox`: scripts always; its own origin only when that is not the page's, since
   * a same-origin frame with scripts could lift its own sandbox.
   */
  sandbox: string;
}

/** Desktop and mobile use different tracker pages; the mobile one up to 991 px wide. */
export const trackerVariantFor = (viewportWidth: number): TrackerVariant =>
  viewportWidth <= TRACKER_MOBILE_MAX_WIDTH_PX ? 'mobile' : 'desktop';

/**
 * The tracker frame of a live event: its page for the viewport, with the event's feed id and the
 * language, and its height. `null` when no tracker is configured or the event has no feed id.
 */
export function trackerFrameFor(
  base: string | null,
  event: { liveActiveExefeedId: string | number | null },
  options: { viewportWidth: number; locale: string; pageUrl: string },
): TrackerFrame | null {
  const feedId = event.liveActiveExefeedId;
  if (!base || feedId === null || feedId === '') return null;
  const variant = trackerVariantFor(options.viewportWidth);
  const url = new URL(variant, base);
  url.searchParams.set('feedId', String(feedId));
  url.searchParams.set('lang', options.locale);
  const crossOrigin = url.origin !== new URL(options.pageUrl).origin;
  return {
    url: url.href,
    variant,
    height: variant === 'mobile' ? TRACKER_HEIGHT_MOBILE_PX : TRACKER_HEIGHT_DESKTOP_PX,
    sandbox: crossOrigin ? 'allow-scripts allow-same-origin' : 'allow-scripts',
  };
}

/** The tracker shows only on live pages: the betslip column shows it when the URL contains /live. */
export const showsTracker = (path: string): boolean => path.includes('/live');
