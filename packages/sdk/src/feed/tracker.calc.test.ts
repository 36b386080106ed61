import { describe, expect, it } from 'vitest';
import { showsTracker, trackerFrame, trackerVariant } from './tracker.calc';

const base = 'https://tracker.example/tracker/';

describe('the match tracker', () => {
  it('uses the mobile page and 235 px up to 991 px wide, the desktop page and 415 px above', () => {
    expect(trackerVariant(991)).toBe('mobile');
    expect(trackerVariant(992)).toBe('desktop');
    expect(trackerFrame(base, { liveActiveExefeedId: 'sr:9' }, { viewportWidth: 390, locale: 'tr' })).toEqual({
      url: 'https://tracker.example/tracker/mobile?feedId=sr%3A9&lang=tr',
      variant: 'mobile',
      height: 235,
    });
    expect(trackerFrame(base, { liveActiveExefeedId: 42 }, { viewportWidth: 1440, locale: 'en' })).toEqual({
      url: 'https://tracker.example/tracker/desktop?feedId=42&lang=en',
      variant: 'desktop',
      height: 415,
    });
  });

  it('shows nothing without a configured tracker or without a feed id', () => {
    expect(trackerFrame(null, { liveActiveExefeedId: 42 }, { viewportWidth: 1440, locale: 'tr' })).toBeNull();
    expect(trackerFrame(base, { liveActiveExefeedId: null }, { viewportWidth: 1440, locale: 'tr' })).toBeNull();
    expect(trackerFrame(base, { liveActiveExefeedId: '' }, { viewportWidth: 1440, locale: 'tr' })).toBeNull();
  });

  it('shows only on URLs that contain /live', () => {
    expect(showsTracker('/spor/live/event-view/1/9')).toBe(true);
    expect(showsTracker('/spor/live/overview/1')).toBe(true);
    expect(showsTracker('/spor/prematch/home')).toBe(false);
  });
});
