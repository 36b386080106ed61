import { describe, expect, it } from 'vitest';
import { frameSources, trackerBaseUrl } from './tracker.config.ts';

describe('the tracker address', () => {
  it("defaults to the back end's /tracker/", () => {
    expect(trackerBaseUrl({})).toBe('http://127.0.0.1:5050/tracker/');
    expect(trackerBaseUrl({ OYNA_BACKEND_URL: 'http://10.0.0.5:8080' })).toBe('http://10.0.0.5:8080/tracker/');
  });

  it('takes a configured http(s) address, as a folder', () => {
    expect(trackerBaseUrl({ OYNA_TRACKER_URL: 'https://tracker.example/widgets' })).toBe('https://tracker.example/widgets/');
    expect(trackerBaseUrl({ OYNA_TRACKER_URL: 'javascript:alert(1)' })).toBe('http://127.0.0.1:5050/tracker/');
  });

  it('lets the page frame the site itself, the tracker origin and the game origins only', () => {
    expect(frameSources({ OYNA_TRACKER_URL: 'https://tracker.example/widgets/', OYNA_GAME_ORIGINS: 'https://games.example' })).toBe(
      "'self' https://tracker.example https://games.example",
    );
    expect(frameSources({ OYNA_BACKEND_URL: 'http://10.0.0.5:8080' })).toBe("'self' http://10.0.0.5:8080");
  });
});
