import { Lobby } from '@oyna/sdk/casino';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '../../dialogHost/DialogHost';
import { dialogs } from '../../dialog/dialog.store';
import { demoPlayer } from '../../fixtures/demo.data';
import { createDemoCasino } from '../../fixtures/casinoDemoApi';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { toast } from '../../toast/toast.store';
import { CasinoLobby } from './CasinoLobby';
import * as stories from './CasinoLobby.stories';

type Options = Parameters<typeof renderWithDemoApi>[1];

function renderLobby(lobby: Lobby = Lobby.slots, options: Options = {}) {
  return renderWithDemoApi(
    <>
      <CasinoLobby lobby={lobby} />
      <DialogHost />
    </>,
    { locale: 'en', ...options },
  );
}

const tiles = () => screen.queryAllByRole('button', { name: /^Play / });
const tabNames = () => within(screen.getByRole('navigation', { name: 'Game categories' })).getAllByRole('button').map((tab) => tab.textContent);
const waitForGames = async (heading: string) => {
  await waitFor(() => expect(screen.getByRole('list', { name: heading }).getAttribute('aria-busy')).toBeNull());
  return tiles();
};
const resize = (width: number) => act(() => void Object.defineProperty(window, 'innerWidth', { configurable: true, value: width }));

describe('CasinoLobby', () => {
  it('shows the slots lobby: its categories, the first one’s games with artwork or the provider’s image', async () => {
    const { container } = renderLobby();
    expect(tabNames()).toEqual(['Popüler', 'Yeni Oyunlar', 'Slot', 'Jackpot', 'Megaways', 'Crash Oyunları']);
    expect(screen.getByRole('button', { name: 'Popüler' }).getAttribute('aria-pressed')).toBe('true');
    expect(await waitForGames('Popüler')).toHaveLength(25);
    expect(screen.getByRole('status').textContent).toBe('Games: 25');

    const aviator = screen.getByRole('button', { name: 'Play Aviator, Hub88' });
    expect(aviator.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const withoutArt = screen.getByRole('button', { name: 'Play Wild Fortune, Amusnet' });
    expect(decodeURIComponent(withoutArt.querySelector('img')!.getAttribute('src')!)).toContain('Amusnet');
    expect(screen.getByRole('button', { name: 'Favourite: Aviator' }).getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations(container);
  });

  it('lists another category’s games when it is chosen, and the live lobby only live categories', async () => {
    const { user, unmount } = renderLobby();
    await waitForGames('Popüler');
    await user.click(screen.getByRole('button', { name: 'Crash Oyunları' }));
    expect((await waitForGames('Crash Oyunları')).map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Play Aviator, Hub88',
      'Play JetX, Hub88',
      'Play Spaceman, Pragmatic Play',
    ]);
    unmount();

    renderLobby(Lobby.liveCasino);
    expect(tabNames()).toEqual(['Canlı Casino', 'Rulet', 'Blackjack', 'Bakara']);
    expect(await waitForGames('Canlı Casino')).toHaveLength(10);
  });

  it('searches as the player types, the Turkish way, and says No results found', async () => {
    const { user } = renderLobby();
    await waitForGames('Popüler');
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(search, 'İSTANBUL');
    const results = await waitForGames('Results for “İSTANBUL”');
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((tile) => tile.getAttribute('aria-label')?.includes('İstanbul'))).toBe(true);

    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await waitForGames('Popüler')).toHaveLength(25);
  });

  it('shows a failed search as no result, silently', async () => {
    const { user } = renderLobby(Lobby.slots, { api: { casino: createDemoCasino({ searchFails: true }) } });
    await waitForGames('Popüler');
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'Sultan');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(toast.$toasts.get()).toEqual([]);
  });

  it('asks a guest to log in when a game or a star is clicked', async () => {
    const { user, demo } = renderLobby();
    await waitForGames('Popüler');
    await user.click(screen.getByRole('button', { name: 'Play Aviator, Hub88' }));
    expect(dialogs.$dialog.get()?.name).toBe('login');
    act(() => dialogs.closeDialogs());
    await user.click(screen.getByRole('button', { name: 'Favourite: Aviator' }));
    expect(dialogs.$dialog.get()?.name).toBe('login');
    expect(demo!.navigations).toEqual([]);
    expect(screen.queryByRole('button', { name: 'My Favourites' })).toBeNull();
  });

  it('lets a player star a game, find it under My Favourites, and puts a refused star back', async () => {
    const { user, demo } = renderLobby(Lobby.slots, { user: demoPlayer });
    await waitForGames('Popüler');
    await user.click(screen.getByRole('button', { name: 'Favourite: Aviator' }));
    expect(screen.getByRole('button', { name: 'Favourite: Aviator' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => {});
    expect(toast.$toasts.get().map((item) => [item.kind, item.text])).toEqual([['success', { key: 'favourites.added' }]]);
    expect(demo!.api.casino.favourites).toEqual([expect.stringContaining('aviator')]);

    await user.click(screen.getByRole('button', { name: 'My Favourites' }));
    expect((await waitForGames('My Favourites')).map((tile) => tile.getAttribute('aria-label'))).toEqual(['Play Aviator, Hub88']);

    demo!.api.casino.favouriteRefused = true;
    await user.click(screen.getByRole('button', { name: 'Favourite: Aviator' }));
    await act(async () => {});
    expect(toast.$toasts.get().at(-1)).toMatchObject({ kind: 'error', text: 'Favoriler şu an güncellenemiyor' });
    expect(screen.getByRole('button', { name: 'Favourite: Aviator' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('plays on the play page on desktop and in the modal on a phone', async () => {
    const { user, demo } = renderLobby(Lobby.slots, { user: demoPlayer });
    await waitForGames('Popüler');
    resize(1440);
    await user.click(screen.getByRole('button', { name: 'Play Aviator, Hub88' }));
    expect(demo!.navigations).toEqual([expect.stringMatching(/^\/casino\/play\/./)]);

    resize(390);
    await user.click(screen.getByRole('button', { name: 'Play Aviator, Hub88' }));
    const modal = await screen.findByRole('dialog', { name: 'Aviator' });
    expect(within(modal).getByRole('button', { name: 'Close game' })).toBeTruthy();
    resize(1024);
  });

  it('says when a category cannot be loaded and loads it again on request', async () => {
    const { user, demo } = renderLobby(Lobby.slots, { api: { casino: createDemoCasino({ failingCategories: [1] }) } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('These games could not be loaded.');
    demo!.api.casino.failingCategories = [];
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await waitForGames('Popüler')).toHaveLength(25);
  });

  it('renders only the rows of a long category that are near the window', async () => {
    const { user } = renderLobby();
    await waitForGames('Popüler');
    await user.click(screen.getByRole('button', { name: 'Slot' }));
    const shown = await waitForGames('Slot');
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(60);
    const last = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-setsize')).at(-1)!;
    expect(last.getAttribute('aria-setsize')).toBe('180');
    expect(Number(last.getAttribute('aria-posinset'))).toBe(shown.length);
  });

  it('says No results found in a lobby without categories', () => {
    renderLobby(Lobby.slots, { bootstrap: null });
    expect(screen.getByText('No results found')).toBeTruthy();
  });
});

describe('CasinoLobby stories', () => {
  itRendersEveryStory(stories);
});
