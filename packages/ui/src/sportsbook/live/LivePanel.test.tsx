import { act, screen, waitFor, within } from '@testing-library/react';
import { liveFeedOf } from '@oyna/sdk/feed';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { clockOf, eventHref, goalsOf, leagueOf, liveHubConnected, liveNetwork, liveWorld, matchOf, useLargeWorld } from '../../test/live.sandbox';
import { renderWithOyna, type TestClientOptions } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { toast } from '../../toast/toast.store';
import { itRendersEveryStory } from '../../test/stories';
import { LiveEventView } from './LiveEventView';
import { LivePanel } from './LivePanel';
import * as stories from './LivePanel.stories';

const sandbox = useSandbox();

const eventLinks = () => screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/spor/live/event-view/'));
const linkTo = (event: { sportId: number; id: number }) => eventLinks().find((link) => link.getAttribute('href') === eventHref(event));
/** A sport's or league's heading: its title and its count of events. */
const heading = (title: string, count: number) => screen.getByRole('button', { name: `${title} ${count}` });

async function renderPanel(options: TestClientOptions = {}) {
  const world = await liveWorld(sandbox);
  const result = renderWithOyna(<LivePanel />, sandbox, { locale: 'en', ...options });
  await screen.findByRole('button', { name: /^Football/ });
  const football = world.eventsOf(1);
  return { ...result, world, football };
}

describe('LivePanel', () => {
  it('lists live sports, leagues and events with score, period and minute, and No Selected under My Favourites', async () => {
    const { container, world, football } = await renderPanel();
    expect(screen.getByRole('searchbox', { name: 'Search Event' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'My Favourites 0' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('No Selected')).toBeVisible();
    expect(await screen.findByRole('button', { name: `Football ${football.length}` })).toBeTruthy();
    const [firstLeague] = world.groups[1]!;
    expect(heading(leagueOf(firstLeague!), firstLeague!.events.length)).toBeTruthy();
    expect(world.hidden.length).toBeGreaterThan(0);
    for (const hidden of world.hidden) expect(screen.queryByRole('button', { name: new RegExp(`^${hidden.name}`) })).toBeNull();

    const first = football.find((event) => event.periodMinute !== null)!;
    const row = linkTo(first)!;
    expect(row.textContent).toContain(first.homeName);
    expect(row.textContent).toContain(goalsOf(first.result));
    expect(row.textContent).toContain(clockOf(first));
    await expectNoAxeViolations(container);
  });

  it("lists each sport as its list arrives, in the panel's order, busy until every list is in", async () => {
    const world = await liveWorld(sandbox);
    const network = liveNetwork();
    const answerFootball = network.holdSport(1);
    const { container, user } = renderWithOyna(<LivePanel />, sandbox, { locale: 'en', fetch: network.fetch });
    const basketball = world.eventsOf(2);
    await screen.findByRole('button', { name: `Basketball ${basketball.length}` });
    expect(screen.queryByRole('button', { name: /^Football/ })).toBeNull();
    expect(linkTo(basketball[0]!)).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    act(() => answerFootball());
    await screen.findByRole('button', { name: `Football ${world.eventsOf(1).length}` });
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    // Every group closed, every sport heading is on screen: football first, as the feed lists it.
    await user.click(screen.getByRole('button', { name: 'Close all groups' }));
    const names = world.sports.map((sport) => sport.name);
    const sports = screen.getAllByRole('button', { name: new RegExp(`^(${names.join('|')}) \\d+$`) }).map((button) => button.textContent);
    expect(sports).toEqual(world.sports.map((sport) => `${sport.name}${world.eventsOf(sport.id).length}`));
  });

  it('locks an event the moment a goal suspends it', async () => {
    const { client, football } = await renderPanel();
    const [scoring, other] = football.filter((event) => event.eventStatus === 'O');
    expect(linkTo(scoring!)!.textContent).not.toContain('Suspended');
    await liveHubConnected(client);

    const goal = await sandbox.hook<{ result: { Goal: string }; eventStatus: string }>('goal', { eventId: scoring!.id, side: 'home' });
    expect(goal.eventStatus).toBe('S');
    await waitFor(() => expect(linkTo(scoring!)!.textContent).toContain('Suspended'));
    expect(linkTo(scoring!)!.textContent).toContain(goalsOf(goal.result));
    expect(linkTo(other!)!.textContent).not.toContain('Suspended');
  });

  it('finds teams by name the Turkish way and says when nothing matches', async () => {
    const { user, world } = await renderPanel();
    const istanbul = world.sports
      .flatMap((sport) => world.eventsOf(sport.id))
      .filter((event) => /İstanbul/.test(matchOf(event)));
    expect(istanbul.length).toBeGreaterThan(0);
    const search = screen.getByRole('searchbox', { name: 'Search Event' });
    await user.type(search, 'istanbul');
    // The virtualiser places the matching rows after the render that takes the search: wait for them.
    await waitFor(() => expect(eventLinks().map((link) => link.getAttribute('href'))).toEqual(istanbul.map(eventHref)));
    expect(linkTo(istanbul[0]!)!.textContent).toContain('İstanbul');

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No live event matches “zzz”.')).toBeTruthy();
    expect(eventLinks()).toHaveLength(0);
  });

  it('closes and opens every group with the eye, and one group with its heading', async () => {
    const { user, world, football } = await renderPanel();
    const shown = eventLinks().length;
    expect(shown).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Close all groups' }));
    expect(eventLinks()).toHaveLength(0);
    expect(heading('Football', football.length).getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Open all groups' }));
    expect(eventLinks()).toHaveLength(shown);

    const [first, second] = world.groups[1]!;
    await user.click(heading(leagueOf(first!), first!.events.length));
    for (const event of first!.events) expect(linkTo(event)).toBeUndefined();
    expect(linkTo(second!.events[0]!)).toBeTruthy();
  });

  it('moves a starred event to My Favourites and keeps it there', async () => {
    const { user, client, world } = await renderPanel();
    // A league that keeps a row when one of its events moves up.
    const league = world.groups[1]!.find((group) => group.events.length > 1)!;
    const starred = league.events[0]!;
    await user.click(screen.getByRole('button', { name: `Favourite: ${matchOf(starred)}` }));
    const star = screen.getByRole('button', { name: `Favourite: ${matchOf(starred)}` });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(toast.$toasts.get().map((item) => item.text)).toEqual([{ key: 'favourites.added' }]);
    expect(screen.queryByText('No Selected')).toBeNull();
    expect(screen.getByRole('button', { name: 'My Favourites 1' })).toBeVisible();
    expect(heading(leagueOf(league), league.events.length - 1)).toBeTruthy();
    expect(eventLinks()[0]!.getAttribute('href')).toBe(eventHref(starred));
    expect(JSON.parse(client.storage.readText('sb_live_favorite_events')!)).toEqual([
      { eventId: starred.id, sportId: 1, groupName: league.groupName, homeName: starred.homeName, awayName: starred.awayName },
    ]);

    await user.click(star);
    expect(screen.getByText('No Selected')).toBeVisible();
  });

  it('renders only the rows in view of two thousand events', async () => {
    await useLargeWorld(sandbox);
    const sports = (await sandbox.sb<{ count: number }[]>('feed/livecategorylist', { locale: 'en' })).data;
    expect(sports.reduce((sum, sport) => sum + sport.count, 0)).toBeGreaterThan(1500);
    renderWithOyna(<LivePanel />, sandbox, { locale: 'en' });
    await screen.findByRole('button', { name: /^Football/ }, { timeout: 10_000 });
    const shown = eventLinks().length;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(60);
  }, 30_000);

  it('says when the feed is down and tries again on request', async () => {
    const network = liveNetwork();
    const bringBack = network.takeFeedDown();
    const { user } = renderWithOyna(<LivePanel />, sandbox, { locale: 'en', fetch: network.fetch });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Live events could not be loaded');
    expect(eventLinks()).toHaveLength(0);

    bringBack();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: /^Football/ });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the active event as the current page', async () => {
    const { client, football } = await renderPanel();
    const shown = football.find((event) => linkTo(event) && event !== football[0])!;
    act(() => liveFeedOf(client).setActiveEvent(shown.id));
    expect(linkTo(shown)!.getAttribute('aria-current')).toBe('page');
    expect(linkTo(football[0]!)!.getAttribute('aria-current')).toBeNull();
  });
});

describe('LivePanel on a host of its own', () => {
  it('shows the chosen event in the event view beside it where the host serves no event page', async () => {
    const world = await liveWorld(sandbox);
    const { user, navigations } = renderWithOyna(
      <>
        <LivePanel />
        <LiveEventView currentPath="" />
      </>,
      sandbox,
      { locale: 'en' },
    );
    await screen.findByRole('button', { name: /^Football/ });
    const football = world.eventsOf(1);
    const chosen = football.find((event) => linkTo(event) && event !== football[0])!;
    await user.click(linkTo(chosen)!);
    const view = await screen.findByRole('article');
    await waitFor(() => expect(within(view).getByRole('heading', { level: 2 }).textContent).toContain(chosen.homeName));
    expect(linkTo(chosen)!.getAttribute('aria-current')).toBe('page');
    expect(navigations).toEqual([]);
  });

  it("sends a row's click through the host's router, under its base path", async () => {
    const world = await liveWorld(sandbox);
    const pushed: string[] = [];
    const { user } = renderWithOyna(<LivePanel />, sandbox, { locale: 'en', navigation: { basePath: '/sports', navigate: (href) => pushed.push(href) } });
    await screen.findByRole('button', { name: /^Football/ });
    const [first] = world.eventsOf(1);
    const row = screen.getAllByRole('link').find((link) => link.getAttribute('href') === `/sports${eventHref(first!)}`)!;
    await user.click(row);
    expect(pushed).toEqual([`/sports${eventHref(first!)}`]);
  });
});

describe('LivePanel stories', () => {
  itRendersEveryStory(stories);
});
