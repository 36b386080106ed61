import { encodeGameRoute } from '@oyna/sdk/casino';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogs } from '../../dialog/dialog.store';
import { expectNoAxeViolations } from '../../test/axe';
import { casinoNetwork, failLaunches, gameAt, gameOf } from '../../test/casino.sandbox';
import { recordingFetch } from '../../test/recordingFetch';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { toast } from '../../toast/toast.store';
import { GamePlayPage } from './GamePlayPage';
import * as stories from './GamePlayPage.stories';

const sandbox = useSandbox();

/** The play page of the address `data`, for a player unless a guest is asked for; its calls recorded. */
async function renderPage(data: string, { guest = false } = {}) {
  const network = recordingFetch(casinoNetwork().fetch);
  const user = guest ? null : await sandbox.login();
  return { ...renderWithOyna(<GamePlayPage data={data} />, sandbox, { locale: 'en', user, fetch: network.fetch }), network };
}

describe('GamePlayPage', () => {
  it('plays the game of the address in a frame under a top bar', async () => {
    const game = await gameOf(sandbox, 'Egt Digital');
    const { container } = await renderPage(encodeGameRoute(game));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`${game.name}${game.providerName}`);
    const frame = await screen.findByTitle(`Game: ${game.name}`);
    const src = frame.getAttribute('src')!;
    expect(src.startsWith(`${sandbox.url}/games/play?session=`)).toBe(true);
    expect(await gameAt(src)).toBe(game.name);
    await expectNoAxeViolations(container);
  });

  it('has one way out, the arrow, which leaves for the lobby', async () => {
    const game = await gameOf(sandbox, 'Egt Digital');
    const { user, navigations } = await renderPage(encodeGameRoute(game));
    await screen.findByTitle(`Game: ${game.name}`);
    const bar = screen.getByRole('heading', { level: 2 }).parentElement!;
    expect(within(bar).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['Leave game']);
    expect(within(bar).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Reload game']);
    const leave = within(bar).getByRole('link', { name: 'Leave game' });
    expect(leave.getAttribute('href')).toBe('/casino/slot');
    await user.click(leave);
    expect(navigations).toEqual(['/casino/slot']);
  });

  it('goes back when a launch that closes the play fails, and stays with a retry otherwise', async () => {
    const hub88 = await gameOf(sandbox, 'Hub88');
    const digitain = await gameOf(sandbox, 'Digitain');
    await failLaunches(sandbox, 'Hub88');
    await failLaunches(sandbox, 'Digitain');
    const first = await renderPage(encodeGameRoute(hub88));
    await waitFor(() => expect(first.navigations).toEqual(['/casino/slot']));
    const [refusal] = first.network.answersTo('hub88launchurl');
    expect(refusal?.body).toMatchObject({ success: false, message: expect.stringContaining('Hub88') });
    expect(toast.$toasts.get()).toMatchObject([{ kind: 'error', text: refusal!.body!.message }]);
    first.unmount();

    const second = await renderPage(encodeGameRoute(digitain));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(second.navigations).toEqual([]);
  });

  it('asks a guest to log in and launches nothing', async () => {
    const game = await gameOf(sandbox, 'Egt Digital');
    const { user, network } = await renderPage(encodeGameRoute(game), { guest: true });
    expect(screen.getByText('Log in to play this game.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(dialogs.$dialog.get()?.name).toBe('login');
    expect(screen.queryByTitle(`Game: ${game.name}`)).toBeNull();
    expect(network.answers.filter((answer) => answer.path.endsWith('launchurl'))).toEqual([]);
  });

  it.each([['not base64', '%%%'], ['not a game', btoa('{"name":1}')], ['empty', '']])(
    'shows a clear error for an address that is %s',
    async (_, data) => {
      const { container } = await renderPage(data);
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'This game link is damaged.' })).toBeVisible();
      expect(within(alert).getByRole('link', { name: 'Back to the casino' })).toBeVisible();
      await expectNoAxeViolations(container);
    },
  );
});

describe('GamePlayPage stories', () => {
  itRendersEveryStory(stories);
});
