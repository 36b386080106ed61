import { describe, expect, it } from 'vitest';
import { showsTracker, trackerFrameFor, trackerVariantFor } from './tracker.calc';

const base = 'https://tracker.example/tracker/';
const page = 'https://oyna.example/spor/live/event-view/1/9';

describe('the match tracker', () => {
  it('uses the mobile page and 235 px up to 991 px wide, the desktop page and 415 px above', () => {
    expect(trackerVariantFor(991)).toBe('mobile');
    expect(trackerVariantFor(992)).toBe('desktop');
    expect(trackerFrameFor(base, { liveActiveExefeedId: 'sr:9' }, { viewportWidth: 390, locale: 'tr', pageUrl: page })).toEqual({
      url: 'https://tracker.example/tracker/mobile?feedId=sr%3A9&lang=tr',
      variant: 'mobile',
      height: 235,
      sandbox: 'allow-scripts allow-same-origin',
    });
    expect(trackerFrameFor(base, { liveActiveExefeedId: 42 }, { viewportWidth: 1440, locale: 'en', pageUrl: page })).toEqual({
      url: 'https://tracker.example/tracker/desktop?feedId=42&lang=en',
      variant: 'desktop',
      height: 415,
      sandbox: 'allow-scripts allow-same-origin',
    });
  });

  it('shows nothing without a configured tracker or without a feed id', () => {
    expect(trackerFrameFor(null, { liveActiveExefeedId: 42 }, { viewportWidth: 1440, locale: 'tr', pageUrl: page })).toBeNull();
    expect(trackerFrameFor(base, { liveActiveExefeedId: null }, { viewportWidth: 1440, locale: 'tr', pageUrl: page })).toBeNull();
    expect(trackerFrameFor(base, { liveActiveExefeedId: '' }, { viewportWidth: 1440, locale: 'tr', pageUrl: page })).toBeNull();
  });

  it('keeps a tracker served from the page origin inside its sandbox', () => {
    const sameOrigin = trackerFrameFor('https://oyna.example/tracker/', { liveActiveExefeedId: 42 }, { viewportWidth: 1440, locale: 'tr', pageUrl: page });
    expect(sameOrigin?.sandbox).toBe('allow-scripts');
  });

  it('shows only on URLs that contain /live', () => {
    expect(showsTracker('/spor/live/event-view/1/9')).toBe(true);
    expect(showsTracker('/spor/live/overview/1')).toBe(true);
    expect(showsTracker('/spor/prematch/home')).toBe(false);
  });
});
