import { Lobby, type Game } from '@oyna/sdk/casino';
import type { OynaNavigation } from '../../provider/navigation';
import type { Bootstrap } from '@oyna/sdk/bootstrap';
import type { AuthData } from '@oyna/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '../../dialogHost/DialogHost';
import { dialogs } from '../../dialog/dialog.store';
import { expectNoAxeViolations } from '../../test/axe';
import { casinoNetwork, categoryGames, searchedGames, type CasinoNetwork } from '../../test/casino.sandbox';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { toast } from '../../toast/toast.store';
import { CasinoLobby } from './CasinoLobby';
import * as stories from './CasinoLobby.stories';

const sandbox = useSandbox();

/** The sandbox's lobby categories (their ids are the catalogue's). */
const Category = { popular: 1, slots: 3, liveCasino: 6, crash: 10 } as const;

interface LobbyOptions {
  user?: AuthData | null;
  /** @default the sandbox's, in English */
  bootstrap?: Bootstrap | null;
  network?: CasinoNetwork;
  /** The host's pages; left out, it serves none (a game plays in the modal). */
  navigation?: OynaNavigation;
}

async function renderLobby(lobby: Lobby = Lobby.slots, { user = null, bootstrap, network = casinoNetwork(), navigation }: LobbyOptions = {}) {
  const result = renderWithOyna(
    <>
      <CasinoLobby lobby={lobby} />
      <DialogHost />
    </>,
    sandbox,
    { locale: 'en', user, bootstrap: bootstrap === undefined ? await sandbox.bootstrap('en') : bootstrap, fetch: network.fetch, navigation },
  );
  return { ...result, network };
}

const tiles = () => screen.queryAllByRole('button', { name: /: play$/ });
const labels = () => tiles().map((tile) => tile.getAttribute('aria-label'));
const tileLabel = (game: Game) => `${game.name}, ${game.providerName}: play`;
const tabNames = () => within(screen.getByRole('navigation', { name: 'Game categories' })).getAllByRole('button').map((tab) => tab.textContent);
const waitForGames = async (heading: string) => {
  await waitFor(() => expect(screen.getByRole('list', { name: heading }).getAttribute('aria-busy')).toBeNull());
  return tiles();
};
const resize = (width: number) => act(() => void Object.defineProperty(window, 'innerWidth', { configurable: true, value: width }));
/** The names of the player's favourite games, as the server keeps them. */
const favouritesOf = async (player: AuthData) => (await sandbox.api<Game[]>('casino/favorites', { token: player.token })).data.map((game) => game.name);

describe('CasinoLobby', () => {
  it('shows the slots lobby: its categories, the first one’s games with their artwork', async () => {
    const popular = await categoryGames(sandbox, Category.popular);
    const { container } = await renderLobby();
    expect(tabNames()).toEqual(['Popular', 'New Games', 'Slots', 'Jackpots', 'Megaways', 'Table Games', 'Crash Games']);
    expect(screen.getByRole('button', { name: 'Popular' }).getAttribute('aria-pressed')).toBe('true');
    expect(await waitForGames('Popular')).toHaveLength(popular.length);
    expect(labels()).toEqual(popular.map(tileLabel));
    expect(screen.getByRole('status').textContent).toBe(`Games: ${popular.length}`);

    const aviator = popular.find((game) => game.name === 'Aviator')!;
    expect(screen.getByRole('button', { name: 'Aviator, Hub88: play' }).querySelector('img')?.getAttribute('src')).toBe(`${sandbox.url}${aviator.imageUrl}`);
    expect(screen.getByRole('button', { name: 'Favourite: Aviator' }).getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations(container);
  });

  it('names every tile by what it shows first: the game, then its provider (a voice-control user says what they see)', async () => {
    await renderLobby();
    const shown = await waitForGames('Popular');
    expect(shown.length).toBeGreaterThan(0);
    // Words as axe's label-in-name rule takes them: letters and figures, punctuation left out.
    const words = (text: string | null) => (text ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    for (const tile of shown) {
      const visible = words(tile.textContent);
      expect(visible.length).toBeGreaterThan(1);
      expect(words(tile.getAttribute('aria-label')).slice(0, visible.length)).toEqual(visible);
    }
  });

  it('lists another category’s games when it is chosen, one without artwork under its provider’s image, and the live lobby only live categories', async () => {
    const crash = await categoryGames(sandbox, Category.crash);
    const { user, unmount } = await renderLobby();
    await waitForGames('Popular');
    await user.click(screen.getByRole('button', { name: 'Crash Games' }));
    expect((await waitForGames('Crash Games')).map((tile) => tile.getAttribute('aria-label'))).toEqual(crash.map(tileLabel));
    const withoutArt = crash.find((game) => game.imageUrl === null)!;
    expect(withoutArt.providerImageUrl).toBeTruthy();
    expect(screen.getByRole('button', { name: tileLabel(withoutArt) }).querySelector('img')?.getAttribute('src')).toBe(`${sandbox.url}${withoutArt.providerImageUrl}`);
    unmount();

    const live = await categoryGames(sandbox, Category.liveCasino);
    await renderLobby(Lobby.liveCasino);
    expect(tabNames()).toEqual(['Live Casino', 'Roulette', 'Blackjack', 'Baccarat', 'Game Shows']);
    expect(await waitForGames('Live Casino')).toHaveLength(live.length);
  });

  it('searches as the player types, the Turkish way, and says No results found', async () => {
    const popular = await categoryGames(sandbox, Category.popular);
    const { user } = await renderLobby();
    await waitForGames('Popular');
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    // Shift+i on a Turkish keyboard types İ: it still finds the Wild games.
    await user.type(search, 'WİLD');
    const results = await waitForGames('Results for “WİLD”');
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((tile) => tile.getAttribute('aria-label')?.includes('Wild'))).toBe(true);
    expect(labels()).toEqual((await searchedGames(sandbox, 'WİLD')).map(tileLabel));

    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await waitForGames('Popular')).toHaveLength(popular.length);
  });

  it('shows a failed search as no result, silently', async () => {
    const network = casinoNetwork();
    const { user } = await renderLobby(Lobby.slots, { network });
    await waitForGames('Popular');
    network.refuse('casino/games', 'Search is down', 500);
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'Golden');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(toast.$toasts.get()).toEqual([]);
  });

  it('asks a guest to log in when a game or a star is clicked', async () => {
    const { user, navigations } = await renderLobby();
    await waitForGames('Popular');
    await user.click(screen.getByRole('button', { name: 'Aviator, Hub88: play' }));
    expect(dialogs.$dialog.get()?.name).toBe('login');
    act(() => dialogs.closeDialogs());
    await user.click(screen.getByRole('button', { name: 'Favourite: Aviator' }));
    expect(dialogs.$dialog.get()?.name).toBe('login');
    expect(navigations).toEqual([]);
    expect(screen.queryByRole('button', { name: 'My Favourites' })).toBeNull();
  });

  it('lets a player star a game, find it under My Favourites, and puts a refused star back', async () => {
    const player = await sandbox.login();
    const { user, network } = await renderLobby(Lobby.slots, { user: player });
    await waitForGames('Popular');
    await user.click(screen.getByRole('button', { name: 'Favourite: Aviator' }));
    expect(screen.getByRole('button', { name: 'Favourite: Aviator' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(toast.$toasts.get().map((item) => [item.kind, item.text])).toEqual([['success', { key: 'favourites.added' }]]));
    expect(await favouritesOf(player)).toEqual(['Aviator']);

    await user.click(screen.getByRole('button', { name: 'My Favourites' }));
    expect((await waitForGames('My Favourites')).map((tile) => tile.getAttribute('aria-label'))).toEqual(['Aviator, Hub88: play']);

    network.refuse('casino/togglefavorite', 'Favourites cannot be changed right now');
    await user.click(screen.getByRole('button', { name: 'Favourite: Aviator' }));
    await waitFor(() => expect(toast.$toasts.get().at(-1)).toMatchObject({ kind: 'error', text: 'Favourites cannot be changed right now' }));
    expect(screen.getByRole('button', { name: 'Favourite: Aviator' }).getAttribute('aria-pressed')).toBe('true');
    expect(await favouritesOf(player)).toEqual(['Aviator']);
  });

  it('plays on the play page on desktop (a host that serves it) and in the modal on a phone', async () => {
    const { user, navigations } = await renderLobby(Lobby.slots, { user: await sandbox.login(), navigation: {} });
    await waitForGames('Popular');
    resize(1440);
    await user.click(screen.getByRole('button', { name: 'Aviator, Hub88: play' }));
    expect(navigations).toEqual([expect.stringMatching(/^\/casino\/play\/./)]);

    resize(390);
    await user.click(screen.getByRole('button', { name: 'Aviator, Hub88: play' }));
    const modal = await screen.findByRole('dialog', { name: 'Aviator' });
    expect(within(modal).getByRole('button', { name: 'Close game' })).toBeVisible();
    expect(await within(modal).findByTitle('Game: Aviator')).toBeTruthy();
    resize(1024);
  });

  it('says when a category cannot be loaded and loads it again on request', async () => {
    const popular = await categoryGames(sandbox, Category.popular);
    const network = casinoNetwork();
    const restore = network.refuse('casino/categorygames', 'The catalogue is down');
    const { user } = await renderLobby(Lobby.slots, { network });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('These games could not be loaded.');
    restore();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await waitForGames('Popular')).toHaveLength(popular.length);
  });

  it('renders only the rows of a long category that are near the window', async () => {
    const slots = await categoryGames(sandbox, Category.slots);
    expect(slots.length).toBeGreaterThan(60);
    const { user } = await renderLobby();
    await waitForGames('Popular');
    await user.click(screen.getByRole('button', { name: 'Slots' }));
    const shown = await waitForGames('Slots');
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(60);
    const last = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-setsize')).at(-1)!;
    expect(last.getAttribute('aria-setsize')).toBe(String(slots.length));
    expect(Number(last.getAttribute('aria-posinset'))).toBe(shown.length);
  });

  it('says No results found in a lobby without categories', async () => {
    await renderLobby(Lobby.slots, { bootstrap: null });
    expect(screen.getByText('No results found')).toBeVisible();
  });
});

describe('CasinoLobby stories', () => {
  itRendersEveryStory(stories);
});
