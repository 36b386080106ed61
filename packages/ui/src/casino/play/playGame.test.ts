import { describe, expect, it } from 'vitest';
import { closeDialogs, dialogs } from '../../dialog/dialog.store';
import { casinoNetwork, gameNamed } from '../../test/casino.sandbox';
import { createTestClient } from '../../test/render';
import { useSandbox } from '../../test/sandbox';
import { playGame, playGameBySearch, playWay } from './playGame';

const sandbox = useSandbox();

describe('opening a game', () => {
  it('asks a guest to log in, plays on the page from 900 px and in the modal below', () => {
    expect(playWay(false, 1440)).toBe('login');
    expect(playWay(true, 900)).toBe('page');
    expect(playWay(true, 899)).toBe('modal');
    expect(playWay(true, 1440, false)).toBe('modal');
  });

  it('goes to the play route with the game in it on desktop', async () => {
    const game = await gameNamed(sandbox, 'Aviator');
    const navigations: string[] = [];
    const test = createTestClient(sandbox, { user: await sandbox.login() });
    expect(playGame(game, { client: test.client, viewportWidth: 1440, navigate: (to) => navigations.push(to) })).toBe('page');
    expect(navigations).toHaveLength(1);
    expect(navigations[0]).toMatch(/^\/casino\/play\/[A-Za-z0-9%]+/);
    expect(dialogs.$dialog.get()).toBeNull();
  });

  it('plays in the modal on desktop too where the host serves no play page', async () => {
    const game = await gameNamed(sandbox, 'Aviator');
    const test = createTestClient(sandbox, { user: await sandbox.login() });
    expect(playGame(game, { client: test.client, viewportWidth: 1440 })).toBe('modal');
    expect(test.navigations).toEqual([]);
    expect(dialogs.$dialog.get()).toMatchObject({ name: 'gamePlay', props: { game } });
  });

  it('opens the play modal on a phone and the login form for a guest', async () => {
    const game = await gameNamed(sandbox, 'Aviator');
    playGame(game, { client: createTestClient(sandbox, { user: await sandbox.login() }).client, viewportWidth: 390 });
    expect(dialogs.$dialog.get()).toMatchObject({ name: 'gamePlay', props: { game } });

    playGame(game, { client: createTestClient(sandbox).client, viewportWidth: 390 });
    expect(dialogs.$dialog.get()).toMatchObject({ name: 'login' });
  });

  it('opens the first game a menu search finds, and nothing when none is found', async () => {
    const network = casinoNetwork();
    const { client } = createTestClient(sandbox, { user: await sandbox.login(), fetch: network.fetch });
    await expect(playGameBySearch({ search: 'Aviator', isLive: false }, { client, viewportWidth: 390 })).resolves.toBe('modal');
    expect(dialogs.$dialog.get()).toMatchObject({ props: { game: { name: 'Aviator', providerName: 'Hub88' } } });

    closeDialogs();
    await expect(playGameBySearch({ search: 'zzzz', isLive: false }, { client, viewportWidth: 390 })).resolves.toBeNull();
    expect(dialogs.$dialog.get()).toBeNull();

    network.refuse('casino/games', 'Search is down', 500);
    await expect(playGameBySearch({ search: 'Aviator', isLive: false }, { client, viewportWidth: 390 })).resolves.toBeNull();
    expect(dialogs.$dialog.get()).toBeNull();
  });
});
