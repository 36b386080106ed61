import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../dialogHost/DialogHost';
import { dialogs, openDialog } from '../../dialog/dialog.store';
import type { HostFlows } from '../../host/host.flows';
import { expectNoAxeViolations } from '../../test/axe';
import { casinoNetwork, failLaunches, gameAt, gameOf } from '../../test/casino.sandbox';
import { recordingFetch } from '../../test/recordingFetch';
import { renderWithOyna } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { itRendersEveryStory } from '../../test/stories';
import { toast } from '../../toast/toast.store';
import * as stories from './GamePlayDialog.stories';

const sandbox = useSandbox();

interface OpenOptions {
  /** Holds the launch calls to this path until released. */
  hold?: string;
  flows?: HostFlows;
}

/** The play modal of the provider's first game, for a player, its calls recorded. */
async function openGame(providerName: string, { hold, flows }: OpenOptions = {}) {
  const game = await gameOf(sandbox, providerName);
  const network = recordingFetch(casinoNetwork().fetch);
  const release = hold ? network.hold(hold) : () => {};
  const result = renderWithOyna(<DialogHost />, sandbox, { locale: 'en', user: await sandbox.login(), fetch: network.fetch, flows });
  act(() => openDialog('gamePlay', { game }));
  // A built-in dialog: its code loads when first opened.
  return { ...result, game, network, release, modal: await screen.findByRole('dialog', { name: game.name }) };
}

const frameOf = async (name: string) => (await screen.findByTitle(`Game: ${name}`)) as HTMLIFrameElement;
const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
  act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
const playAddress = () => `${sandbox.url}/games/play?session=`;

describe('GamePlayDialog', () => {
  it('shows Loading... until the launch arrives, then the game in a sandboxed frame', async () => {
    const { modal, game, release } = await openGame('Pragmatic Play', { hold: 'pragmaticlaunchurl' });
    expect(within(modal).getByRole('status').textContent).toContain('Loading...');
    release();
    const frame = await frameOf(game.name);
    expect(frame.getAttribute('src')?.startsWith(playAddress())).toBe(true);
    expect(await gameAt(frame.getAttribute('src')!)).toBe(game.name);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-same-origin');
    expect(frame.getAttribute('allow')).toBe('fullscreen; autoplay');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin');
    expect(within(modal).queryByRole('button', { name: 'Deposit' })).toBeNull();
    await expectNoAxeViolations(modal);
  });

  it('refresh shows the reload notice and launches again', async () => {
    const { modal, game, user, network } = await openGame('Pragmatic Play');
    const first = (await frameOf(game.name)).getAttribute('src');
    const release = network.hold('pragmaticlaunchurl');
    await user.click(within(modal).getByRole('button', { name: 'Reload game' }));
    expect(within(modal).getByRole('status').textContent).toContain('Game will be reloaded. Please wait...');
    release();
    const again = await frameOf(game.name);
    expect(network.answersTo('pragmaticlaunchurl')).toHaveLength(2);
    expect(again.getAttribute('src')).not.toBe(first);
    expect(await gameAt(again.getAttribute('src')!)).toBe(game.name);
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
    const launch = new DOMParser().parseFromString(frame.getAttribute('srcdoc')!, 'text/html');
    expect(launch.title).toBe(game.name);
    const play = launch.querySelector('a')!.getAttribute('href')!;
    expect(play.startsWith(playAddress())).toBe(true);
    expect(await gameAt(play)).toBe(game.name);
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
    await failLaunches(sandbox, provider);
    const { modal, network } = await openGame(provider);
    await vi.waitFor(() => expect(toast.$toasts.get()).toHaveLength(1));
    const [refusal] = network.answers.filter((answer) => answer.path.endsWith('launchurl'));
    expect(refusal?.body).toMatchObject({ success: false, message: expect.stringContaining(provider) });
    expect(toast.$toasts.get()[0]).toMatchObject({ kind: 'error', text: refusal!.body!.message });
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
