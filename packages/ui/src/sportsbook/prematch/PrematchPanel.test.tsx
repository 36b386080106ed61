import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { favouritesOf } from '@oyna/sdk/favourites';
import { prematchOf, type PrematchCategory } from '@oyna/sdk/feed';
import { expectNoAxeViolations } from '../../test/axe';
import { prematchTree, refusingNetwork } from '../../test/prematch.sandbox';
import { recordingFetch } from '../../test/recordingFetch';
import { renderWithOyna, type TestClientOptions } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { toast } from '../../toast/toast.store';
import { PrematchPanel } from './PrematchPanel';
import * as stories from './PrematchPanel.stories';

const sandbox = useSandbox();

/** The spec's Top Leagues, in its order: the panel shows those the feed offers. */
const TOP_LEAGUES = [
  ['Premier League', 'Football'],
  ['La Liga', 'Football'],
  ['Serie A', 'Football'],
  ['Super League', 'Football'],
  ['Ligue 1', 'Football'],
  ['Bundesliga', 'Football'],
  ['Liga Portuguesa', 'Football'],
  ['Champions League', 'Football'],
  ['Europa League', 'Football'],
  ['Conference League', 'Football'],
  ['NBA', 'Basketball'],
] as const;

const selectedNames = (client: Parameters<typeof prematchOf>[0]) => prematchOf(client).$selected.get().map((entry) => entry.name);
const sportIn = (tree: readonly PrematchCategory[], name: string) => tree.find((sport) => sport.name === name)!;
const sportButtonName = (sport: PrematchCategory) => `${sport.name}, ${sport.count} events`;

async function renderPanel(options: TestClientOptions = {}) {
  const result = renderWithOyna(<PrematchPanel />, sandbox, { locale: 'en', ...options });
  const panel = screen.getByRole('navigation', { name: 'Sports betting' });
  await within(panel).findByRole('button', { name: /^Premier League/ });
  return { ...result, panel };
}

describe('PrematchPanel', () => {
  it('lists the Top Leagues the feed offers, an empty My Favourites and the sports', async () => {
    const tree = await prematchTree(sandbox);
    const offered = TOP_LEAGUES.flatMap(([name, sportName]) =>
      sportIn(tree, sportName).groups.flatMap((group) => group.competitions.filter((competition) => competition.name === name)),
    );
    expect(offered.length).toBeGreaterThan(1);

    const { panel, container } = await renderPanel();
    const top = within(panel).getByRole('region', { name: 'Top Leagues' });
    // Each shows its name and count, and is named by them: 'Premier League, 92 events'.
    const leagues = within(top).getAllByRole('button', { name: /events$/ });
    expect(leagues.map((button) => button.textContent)).toEqual(offered.map((league) => `${league.name} ${league.count}`));
    expect(leagues.map((button) => button.getAttribute('aria-label'))).toEqual(offered.map((league) => `${league.name}, ${league.count} events`));
    expect(within(panel).getByRole('region', { name: 'My Favourites' }).textContent).toContain('No Selected');
    const football = sportIn(tree, 'Football');
    expect(within(panel).getByRole('button', { name: sportButtonName(football) }).getAttribute('aria-expanded')).toBe('true');
    expect(within(panel).getByRole('button', { name: 'All, All events' }).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('keeps the chosen time filter and shows the counts for it', async () => {
    const all = sportIn(await prematchTree(sandbox), 'Football');
    const nextDay = sportIn(await prematchTree(sandbox, { hour: 24 }), 'Football');
    expect(nextDay.count).toBeLessThan(all.count);

    const { panel, user, client } = await renderPanel();
    await user.click(within(panel).getByRole('button', { name: '24H, Next 24 hours' }));
    expect(client.storage.readText('filterbyhour')).toBe('24');
    expect(within(panel).getByRole('button', { name: '24H, Next 24 hours' }).getAttribute('aria-pressed')).toBe('true');
    expect(await within(panel).findByRole('button', { name: sportButtonName(nextDay) })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: sportButtonName(all) })).toBeNull();
  });

  it('selects a Top League, moving an already selected one to the front', async () => {
    const { panel, user, client } = await renderPanel();
    const premierLeague = within(panel).getByRole('button', { name: /^Premier League/ });
    const count = premierLeague.textContent!.replace('Premier League ', '');
    await user.click(premierLeague);
    await user.click(within(panel).getByRole('button', { name: /^La Liga/ }));
    expect(selectedNames(client)).toEqual(['La Liga', 'Premier League']);
    // Said once each: what it shows, then that it is selected.
    await user.click(within(panel).getByRole('button', { name: `Premier League, ${count} events, selected` }));
    expect(selectedNames(client)).toEqual(['Premier League', 'La Liga']);
  });

  it('ticks and unticks competitions in the tree, and clears them all', async () => {
    const football = sportIn(await prematchTree(sandbox), 'Football');
    const group = football.groups.find((candidate) => candidate.competitions.length >= 2)!;
    const [first, second] = [group.competitions[0]!, group.competitions[1]!];
    const named = (name: string) => new RegExp(`^${name.replace(/[.]/g, '\\.')}, \\d+ events$`);

    const { panel, user, client } = await renderPanel();
    // Other sports have groups of the same name (Turkey, Europe): open the football one.
    const sport = within(within(panel).getByRole('button', { name: sportButtonName(football) }).closest('li')!);
    await user.click(sport.getByRole('button', { name: `${group.name}, ${group.count} events` }));
    await user.click(sport.getByRole('checkbox', { name: named(first.name) }));
    await user.click(sport.getByRole('checkbox', { name: named(second.name) }));
    expect(selectedNames(client)).toEqual([second.name, first.name]);
    expect(sport.getByRole('button', { name: `${group.name}, ${group.count} events, 2 selected` })).toBeVisible();

    await user.click(sport.getByRole('checkbox', { name: named(second.name) }));
    expect(selectedNames(client)).toEqual([first.name]);

    await user.click(within(panel).getByRole('button', { name: 'Clear all 1 selected competitions' }));
    expect(selectedNames(client)).toEqual([]);
    expect(within(panel).queryByRole('button', { name: /^Clear all/ })).toBeNull();
  });

  it('stars a competition into My Favourites, saying so', async () => {
    const { panel, user, client } = await renderPanel();
    const top = within(panel).getByRole('region', { name: 'Top Leagues' });
    await user.click(within(top).getByRole('button', { name: 'Favourite: NBA' }));
    expect(favouritesOf(client).$competitions.get().map((favourite) => favourite.name)).toEqual(['NBA']);
    expect(toast.$toasts.get().map((item) => item.text)).toEqual([{ key: 'favourites.added' }]);
    const favourites = within(panel).getByRole('region', { name: 'My Favourites' });
    await user.click(within(favourites).getByRole('button', { name: /^NBA/ }));
    expect(selectedNames(client)).toEqual(['NBA']);

    await user.click(within(favourites).getByRole('button', { name: 'Favourite: NBA' }));
    expect(within(panel).getByRole('region', { name: 'My Favourites' }).textContent).toContain('No Selected');
  });

  it('shows a competition whose events fail to load as an error toast', async () => {
    const network = refusingNetwork();
    network.refuse('feed/eventlist', 'The league is closed right now.');
    const { panel, user, client } = await renderPanel({ fetch: network.fetch });
    await user.click(within(panel).getByRole('button', { name: /^Serie A/ }));
    await waitFor(() => expect(toast.$toasts.get().map((item) => item.text)).toEqual(['The league is closed right now.']));
    expect(selectedNames(client)).toEqual([]);
  });

  it('shows skeletons until the tree arrives', async () => {
    const network = recordingFetch(globalThis.fetch);
    const release = network.hold('feed/categorylist');
    renderWithOyna(<PrematchPanel />, sandbox, { locale: 'en', fetch: network.fetch });
    // The tree starts loading once the panel subscribed, before the browser paints.
    await act(async () => undefined);
    expect(screen.getAllByRole('status', { name: 'Loading...' })).toHaveLength(2);
    release();
    await waitFor(() => expect(screen.queryAllByRole('status', { name: 'Loading...' })).toHaveLength(0));
    expect(network.answersTo('feed/categorylist')).toHaveLength(1);
  });
});

describe('PrematchPanel stories', () => {
  itRendersEveryStory(stories);
});
