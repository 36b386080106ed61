import { act, screen } from '@testing-library/react';
import type { OynaClient } from '@oyna/sdk';
import { liveFeedOf, type LiveEvent } from '@oyna/sdk/feed';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { eventHref, liveWorld, matchOf } from '../../test/live.sandbox';
import { renderWithOyna, type TestClientOptions } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { LiveTracker } from './LiveTracker';
import * as stories from './LiveTracker.stories';

const sandbox = useSandbox();

beforeEach(() => {
  window.innerWidth = 1440;
});

/** The tracker the sandbox serves, as a partner configures it. */
const trackerBase = () => `${sandbox.url}/tracker/`;

/** The event the feed makes active first: the first live one. */
async function firstLiveEvent(): Promise<LiveEvent> {
  const world = await liveWorld(sandbox);
  return world.eventsOf(world.sports[0]!.id)[0]!;
}

const options = (more: TestClientOptions = {}): TestClientOptions => ({
  locale: 'en',
  trackerBase: trackerBase(),
  ...more,
});

/** Resolves once the client's live feed has picked its active event: the tracker has all it needs. */
const activeEventOf = (client: OynaClient) =>
  new Promise<number>((resolve) => {
    const stop = liveFeedOf(client).$activeEventId.subscribe((id) => {
      if (id === null) return;
      queueMicrotask(() => stop());
      resolve(id);
    });
  });

describe('LiveTracker', () => {
  it("frames the active event's desktop tracker page, 415 px high, sandboxed", async () => {
    const event = await firstLiveEvent();
    const { container } = renderWithOyna(<LiveTracker currentPath={eventHref(event)} placement="aside" />, sandbox, options());
    const frame = await screen.findByTitle(`Match tracker: ${matchOf(event)}`);
    expect(frame.getAttribute('src')).toBe(`${trackerBase()}desktop?feedId=${event.liveActiveExefeedId}&lang=en`);
    expect(frame.getAttribute('height')).toBe('415');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(screen.getByRole('heading', { name: 'Match tracker' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('uses the mobile page, 235 px high, up to 991 px wide', async () => {
    window.innerWidth = 991;
    const event = await firstLiveEvent();
    renderWithOyna(<LiveTracker currentPath={eventHref(event)} placement="content" />, sandbox, options());
    const frame = await screen.findByTitle(`Match tracker: ${matchOf(event)}`);
    expect(frame.getAttribute('src')).toBe(`${trackerBase()}mobile?feedId=${event.liveActiveExefeedId}&lang=en`);
    expect(frame.getAttribute('height')).toBe('235');
  });

  it('shows the right column copy only from 1280 px and the content copy only below', async () => {
    window.innerWidth = 1100;
    const event = await firstLiveEvent();
    renderWithOyna(
      <>
        <LiveTracker currentPath={eventHref(event)} placement="aside" />
        <LiveTracker currentPath={eventHref(event)} placement="content" />
      </>,
      sandbox,
      options(),
    );
    await screen.findByTitle(`Match tracker: ${matchOf(event)}`);
    expect(screen.getAllByTitle(/Match tracker/)).toHaveLength(1);
  });

  it('shows nothing off the live pages or without a configured tracker', async () => {
    const event = await firstLiveEvent();
    const offLive = renderWithOyna(<LiveTracker currentPath="/spor/prematch/home" />, sandbox, options());
    expect(await act(() => activeEventOf(offLive.client))).toBe(event.id);
    expect(screen.queryByTitle(/Match tracker/)).toBeNull();

    const unconfigured = renderWithOyna(<LiveTracker currentPath={eventHref(event)} />, sandbox, options({ trackerBase: undefined }));
    expect(await act(() => activeEventOf(unconfigured.client))).toBe(event.id);
    expect(screen.queryByTitle(/Match tracker/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Match tracker' })).toBeNull();
  });
});

describe('LiveTracker stories', () => {
  itRendersEveryStory(stories);
});
