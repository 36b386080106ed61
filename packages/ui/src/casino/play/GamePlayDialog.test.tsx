import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../dialogHost/DialogHost';
import { dialogs, openDialog } from '../../dialog/dialog.store';
import { demoCasinoGames } from '../../fixtures/casino.data';
import { createDemoCasino } from '../../fixtures/casinoDemoApi';
import { demoPlayer } from '../../fixtures/demo.data';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWithDemoApi } from '../../test/render.demo';
import { itRendersEveryStory } from '../../test/stories';
import { toast } from '../../toast/toast.store';
import * as stories from './GamePlayDialog.stories';

const games = demoCasinoGames().map((entry) => entry.game);
const gameBy = (providerName: string) => games.find((game) => game.providerName === providerName && !game.name.includes(' TV'))!;

async function openGame(providerName: string, options: Parameters<typeof renderWithDemoApi>[1] = {}) {
  const game = gameBy(providerName);
  const result = renderWithDemoApi(<DialogHost />, { locale: 'en', user: demoPlayer, ...options });
  act(() => openDialog('gamePlay', { game }));
  // A built-in dialog: its code loads when first opened.
  return { ...result, game, modal: await screen.findByRole('dialog', { name: game.name }) };
}

const frameOf = async (name: string) => (await screen.findByTitle(`Game: ${name}`)) as HTMLIFrameElement;
const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
  act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source })));

describe('GamePlayDialog', () => {
  it('shows Loading... until the launch arrives, then the game in a sandboxed frame', async () => {
    const { modal, game } = await openGame('Pragmatic Play', { api: { latencyMs: 300 } });
    expect(within(modal).getByRole('status').textContent).toContain('Loading...');
    const frame = await frameOf(game.name);
    expect(frame.getAttribute('src')).toBe(`https://games.oyna.example/play/${game.gameCode}`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-same-origin');
    expect(frame.getAttribute('allow')).toBe('fullscreen; autoplay');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin');
    expect(within(modal).queryByRole('button', { name: 'Deposit' })).toBeNull();
    await expectNoAxeViolations(modal);
  });

  it('refresh shows the reload notice and launches again', async () => {
    const { modal, game, user, demo } = await openGame('Pragmatic Play');
    await frameOf(game.name);
    demo!.api.latencyMs = 30;
    await user.click(within(modal).getByRole('button', { name: 'Reload game' }));
    expect(within(modal).getByRole('status').textContent).toContain('Game will be reloaded. Please wait...');
    expect(await frameOf(game.name)).toBeTruthy();
  });

  it('closes on the exit message of its own frame only', async () => {
    // happy-dom gives only srcdoc frames a window: the HTML launch (SoftGamings) stands in for any game.
    const { game } = await openGame('SoftGamings');
    const frame = await frameOf(game.name);
    const other = document.createElement('iframe');
    other.srcdoc = '<p>another page</p>';
    document.body.append(other);

    post({ command: 'exit' }, 'null', other.contentWindow);
    post({ command: 'exit' }, 'https://elsewhere.example', frame.contentWindow);
    post({ command: 'exit' }, 'null', window);
    post({ command: 'close' }, 'null', frame.contentWindow);
    expect(dialogs.$dialog.get()?.name).toBe('gamePlay');

    post({ command: 'exit' }, 'null', frame.contentWindow);
    expect(dialogs.$dialog.get()).toBeNull();
    other.remove();
  });

  it('puts the HTML launch in srcdoc without same-origin', async () => {
    const { game } = await openGame('SoftGamings');
    const frame = await frameOf(game.name);
    expect(frame.getAttribute('src')).toBeNull();
    expect(frame.getAttribute('srcdoc')).toContain(`<h1>${game.name}</h1>`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
  });

  it.each([
    ['Amusnet', true],
    ['Egt Digital', true],
    ['Hub88', true],
    ['SoftGamings', true],
    ['Digitain', false],
    ['Pragmatic Play', false],
    ['EveryMatrix', false],
  ])('a failed %s launch shows the error toast; closes the modal: %s', async (provider, closes) => {
    const providerId = gameBy(provider).mainProviderId;
    const { modal } = await openGame(provider, { api: { casino: createDemoCasino({ failingProviders: [providerId] }) } });
    await vi.waitFor(() => expect(toast.$toasts.get()).toHaveLength(1));
    expect(toast.$toasts.get()[0]).toMatchObject({ kind: 'error', text: 'Oyun sağlayıcısı yanıt vermiyor' });
    expect(dialogs.$dialog.get() === null).toBe(closes);
    if (!closes) expect(within(modal).getByRole('alert').textContent).toContain('The game could not be started.');
  });

  it('offers Deposit when the host has a deposit flow, closing the game first', async () => {
    const deposit = vi.fn();
    const { modal, user } = await openGame('Pragmatic Play', { flows: { deposit } });
    await user.click(within(modal).getByRole('button', { name: 'Deposit' }));
    expect(deposit).toHaveBeenCalledOnce();
    expect(dialogs.$dialog.get()).toBeNull();
  });

  it('closes with its close button', async () => {
    const { modal, user } = await openGame('Digitain');
    await user.click(within(modal).getByRole('button', { name: 'Close game' }));
    expect(dialogs.$dialog.get()).toBeNull();
  });
});

describe('GamePlayDialog stories', () => {
  itRendersEveryStory(stories);
});
