import { encodeGameRoute } from '@oyna/sdk/casino';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dialogs } from '../../dialog/dialog.store';
import { demoCasinoGames } from '../../fixtures/casino.data';
import { createDemoCasino } from '../../fixtures/casinoDemoApi';
import { demoPlayer } from '../../fixtures/demo.data';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { toast } from '../../toast/toast.store';
import { GamePlayPage } from './GamePlayPage';
import * as stories from './GamePlayPage.stories';

const game = demoCasinoGames().find((entry) => entry.game.providerName === 'Egt Digital')!.game;

describe('GamePlayPage', () => {
  it('plays the game of the address in a frame under a top bar', async () => {
    const { container } = renderWithDemoApi(<GamePlayPage data={encodeGameRoute(game)} />, { locale: 'en', user: demoPlayer });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`${game.name}${game.providerName}`);
    const frame = await screen.findByTitle(`Game: ${game.name}`);
    expect(frame.getAttribute('src')).toBe(`https://games.oyna.example/play/${game.gameCode}`);
    expect(screen.getByRole('link', { name: 'Back to the casino' }).getAttribute('href')).toBe('/casino/slot');
    await expectNoAxeViolations(container);
  });

  it('leaves for the lobby when the player leaves the game', async () => {
    const { user, demo } = renderWithDemoApi(<GamePlayPage data={encodeGameRoute(game)} />, { locale: 'en', user: demoPlayer });
    await screen.findByTitle(`Game: ${game.name}`);
    await user.click(screen.getByRole('button', { name: 'Leave game' }));
    expect(demo!.navigations).toEqual(['/casino/slot']);
  });

  it('goes back when a launch that closes the play fails, and stays with a retry otherwise', async () => {
    const hub88 = demoCasinoGames().find((entry) => entry.game.providerName === 'Hub88')!.game;
    const digitain = demoCasinoGames().find((entry) => entry.game.providerName === 'Digitain')!.game;
    const failing = createDemoCasino({ failingProviders: [hub88.mainProviderId, digitain.mainProviderId] });
    const first = renderWithDemoApi(<GamePlayPage data={encodeGameRoute(hub88)} />, { locale: 'en', user: demoPlayer, api: { casino: failing } });
    await vi.waitFor(() => expect(first.demo!.navigations).toEqual(['/casino/slot']));
    expect(toast.$toasts.get()[0]).toMatchObject({ kind: 'error', text: 'Oyun sağlayıcısı yanıt vermiyor' });
    first.unmount();

    const second = renderWithDemoApi(<GamePlayPage data={encodeGameRoute(digitain)} />, { locale: 'en', user: demoPlayer, api: { casino: failing } });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(second.demo!.navigations).toEqual([]);
  });

  it('asks a guest to log in and launches nothing', async () => {
    const { user } = renderWithDemoApi(<GamePlayPage data={encodeGameRoute(game)} />, { locale: 'en' });
    expect(screen.getByText('Log in to play this game.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(dialogs.$dialog.get()?.name).toBe('login');
    expect(screen.queryByTitle(`Game: ${game.name}`)).toBeNull();
  });

  it.each([['not base64', '%%%'], ['not a game', btoa('{"name":1}')], ['empty', '']])(
    'shows a clear error for an address that is %s',
    async (_, data) => {
      const { container } = renderWithDemoApi(<GamePlayPage data={data} />, { locale: 'en', user: demoPlayer });
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'This game link is damaged.' })).toBeTruthy();
      expect(within(alert).getByRole('link', { name: 'Back to the casino' })).toBeTruthy();
      await expectNoAxeViolations(container);
    },
  );
});

describe('GamePlayPage stories', () => {
  itRendersEveryStory(stories);
});
