import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { LiveTracker } from './LiveTracker';
import * as stories from './LiveTracker.stories';

const trackerBase = 'https://tracker.example/tracker/';
const livePath = '/spor/live/event-view/1/70001';
const trackerFrame = () => screen.findByTitle('Match tracker: Galatasaray – Fenerbahçe');

beforeEach(() => {
  window.innerWidth = 1440;
});

describe('LiveTracker', () => {
  it("frames the active event's desktop tracker page, 415 px high, sandboxed", async () => {
    const { container } = renderWithDemoApi(<LiveTracker currentPath={livePath} placement="aside" />, { locale: 'en', trackerBase });
    const frame = await trackerFrame();
    expect(frame.getAttribute('src')).toBe('https://tracker.example/tracker/desktop?feedId=exe-70001&lang=en');
    expect(frame.getAttribute('height')).toBe('415');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(screen.getByRole('heading', { name: 'Match tracker' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('uses the mobile page, 235 px high, up to 991 px wide', async () => {
    window.innerWidth = 991;
    renderWithDemoApi(<LiveTracker currentPath={livePath} placement="content" />, { locale: 'en', trackerBase });
    const frame = await trackerFrame();
    expect(frame.getAttribute('src')).toContain('/tracker/mobile?');
    expect(frame.getAttribute('height')).toBe('235');
  });

  it('shows the right column copy only from 1280 px and the content copy only below', async () => {
    window.innerWidth = 1100;
    renderWithDemoApi(
      <>
        <LiveTracker currentPath={livePath} placement="aside" />
        <LiveTracker currentPath={livePath} placement="content" />
      </>,
      { locale: 'en', trackerBase },
    );
    await trackerFrame();
    expect(screen.getAllByTitle(/Match tracker/)).toHaveLength(1);
  });

  it('shows nothing off the live pages or without a configured tracker', async () => {
    const { client } = renderWithDemoApi(<LiveTracker currentPath="/spor/prematch/home" />, { locale: 'en', trackerBase });
    const { liveFeedOf } = await import('@oyna/sdk/feed');
    await new Promise<void>((resolve) => {
      const stop = liveFeedOf(client).$activeEventId.subscribe((id) => id !== null && (queueMicrotask(() => stop()), resolve()));
    });
    expect(screen.queryByTitle(/Match tracker/)).toBeNull();

    renderWithDemoApi(<LiveTracker currentPath={livePath} />, { locale: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTitle(/Match tracker/)).toBeNull();
  });
});

describe('LiveTracker stories', () => {
  itRendersEveryStory(stories);
});
