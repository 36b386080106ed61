import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveFeedOf, type EventDetail, type LiveEvent } from '@oyna/sdk/feed';
import { expectNoAxeViolations } from '../../test/axe';
import { clockOf, eventHref, goalsOf, leagueOf, liveHubConnected, liveNetwork, liveWorld, matchOf } from '../../test/live.sandbox';
import { renderWithOyna, type TestClientOptions } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { LiveEventView } from './LiveEventView';
import * as stories from './LiveEventView.stories';

const sandbox = useSandbox();

beforeEach(() => {
  window.innerWidth = 1440;
});

/** The heading of an event: `Home 2 : 1 Away`. */
const headingOf = (event: Pick<LiveEvent, 'homeName' | 'awayName' | 'result'>) => `${event.homeName} ${goalsOf(event.result)} ${event.awayName}`;

const renderView = (event: Pick<LiveEvent, 'sportId' | 'id'> | null, options: TestClientOptions = {}) =>
  renderWithOyna(
    event ? <LiveEventView eventId={event.id} currentPath={eventHref(event)} /> : <LiveEventView currentPath="/spor/live/event-view" />,
    sandbox,
    { locale: 'en', ...options },
  );

async function detailOf(eventId: number): Promise<EventDetail> {
  return (await sandbox.sb<EventDetail>('feed/eventdetail', { body: { eventId }, locale: 'en' })).data;
}

/** The first football events of the live list, those with a minute on the clock (and so a score). */
async function football() {
  const world = await liveWorld(sandbox);
  return { world, events: world.eventsOf(1).filter((event) => event.periodMinute !== null && event.eventStatus === 'O') };
}

describe('LiveEventView', () => {
  it('shows the event with its score, period and minute, and every market', async () => {
    const { world, events } = await football();
    const event = events[0]!;
    const detail = await detailOf(event.id);
    const { container } = renderView(event);
    const heading = await screen.findByRole('heading', { name: headingOf(event) });
    const header = heading.closest('header')!;
    expect(within(header).getByText(leagueOf(world.groupOf(event)))).toBeVisible();
    expect(header.textContent).toContain(clockOf(event));
    expect(header.textContent).not.toContain('Suspended');
    const [matchResult] = detail.markets;
    const bothScore = detail.markets.find((market) => market.id === 6)!;
    for (const market of [matchResult!, bothScore]) {
      const [odd] = market.odds;
      expect(screen.getByRole('button', { name: `${matchOf(event)}, ${market.name}, ${odd!.name}, ${odd!.rate.toFixed(2)}` })).toBeVisible();
    }
    const markets = within(screen.getByRole('region', { name: 'Markets' }));
    for (const market of detail.markets) expect(markets.getByText(market.name, { selector: 'summary > span' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('shows an event a goal has suspended locked', async () => {
    const { events } = await football();
    const event = events[0]!;
    const goal = await sandbox.hook<{ result: LiveEvent['result']; eventStatus: string }>('goal', { eventId: event.id, side: 'home' });
    renderView(event);
    const heading = await screen.findByRole('heading', { name: headingOf({ ...event, result: goal.result }) });
    expect(heading.closest('header')!.textContent).toContain('Suspended');
    const [matchResult] = (await detailOf(event.id)).markets;
    expect(screen.getByRole('group', { name: `${matchOf(event)}, ${matchResult!.name}, 1, Suspended` })).toBeVisible();
  });

  it('shows the first live event when the address names none', async () => {
    const { world } = await football();
    const first = world.eventsOf(world.sports[0]!.id)[0]!;
    renderView(null);
    expect(await screen.findByRole('heading', { name: headingOf(first) })).toBeTruthy();
  });

  it('moves on to the first visible event when the one in the address is no longer live', async () => {
    const { world, events } = await football();
    const first = world.eventsOf(world.sports[0]!.id)[0]!;
    const ended = events.at(-1)!;
    expect(ended.id).not.toBe(first.id);
    await sandbox.hook('finish', { eventId: ended.id });
    renderView(ended);
    expect(await screen.findByRole('heading', { name: headingOf(first) })).toBeTruthy();
  });

  it('follows the score as the feed changes it, and the event the feed makes active', async () => {
    const { events } = await football();
    const [shown, next] = events;
    const { client } = renderView(shown!);
    await screen.findByRole('heading', { name: headingOf(shown!) });
    await liveHubConnected(client);
    const goal = await sandbox.hook<{ result: LiveEvent['result'] }>('goal', { eventId: shown!.id, side: 'away' });
    expect(goalsOf(goal.result)).not.toBe(goalsOf(shown!.result));
    const scored = await screen.findByRole('heading', { name: headingOf({ ...shown!, result: goal.result }) });
    expect(scored.closest('header')!.textContent).toContain('Suspended');

    act(() => liveFeedOf(client).setActiveEvent(next!.id));
    expect(await screen.findByRole('heading', { name: headingOf(next!) })).toBeTruthy();
  });

  it('puts the tracker in the content below 1280 px, only on live pages', async () => {
    window.innerWidth = 390;
    const world = await liveWorld(sandbox, 'tr');
    const event = world.eventsOf(1)[0]!;
    const trackerBase = `${sandbox.url}/tracker/`;
    renderView(event, { locale: 'tr', trackerBase });
    const frame = await screen.findByTitle(`Maç takibi: ${matchOf(event)}`);
    expect(frame.getAttribute('src')).toBe(`${trackerBase}mobile?feedId=${event.liveActiveExefeedId}&lang=tr`);
    expect(frame.getAttribute('height')).toBe('235');
  });

  it('leaves the tracker to the right column from 1280 px', async () => {
    const { events } = await football();
    renderView(events[0]!, { trackerBase: `${sandbox.url}/tracker/` });
    await screen.findByRole('heading', { name: headingOf(events[0]!) });
    expect(screen.queryByTitle(/Match tracker/)).toBeNull();
  });

  it('says so when the feed cannot be loaded', async () => {
    const { events } = await football();
    const network = liveNetwork();
    network.takeFeedDown();
    renderView(events[0]!, { fetch: network.fetch });
    expect(await screen.findByText('This event could not be loaded.')).toBeTruthy();
  });
});

describe('LiveEventView stories', () => {
  itRendersEveryStory(stories);
});
