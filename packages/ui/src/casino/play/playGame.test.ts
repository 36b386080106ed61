import { afterEach, describe, expect, it } from 'vitest';
import { closeDialogs, dialogs } from '../../dialog/dialog.store';
import { demoPlayer } from '../../fixtures/demo.data';
import { createDemoClient, disposeDemoClients } from '../../fixtures/demoClient';
import { demoCasinoGames } from '../../fixtures/casino.data';
import { playGame, playGameBySearch, playWay } from './playGame';

const game = demoCasinoGames()[0]!.game;
afterEach(() => {
  closeDialogs();
  disposeDemoClients();
});

describe('opening a game', () => {
  it('asks a guest to log in, plays on the page from 900 px and in the modal below', () => {
    expect(playWay(false, 1440)).toBe('login');
    expect(playWay(true, 900)).toBe('page');
    expect(playWay(true, 899)).toBe('modal');
  });

  it('goes to the play route with the game in it on desktop', () => {
    const demo = createDemoClient({ user: demoPlayer });
    expect(playGame(game, { client: demo.client, viewportWidth: 1440 })).toBe('page');
    expect(demo.navigations).toHaveLength(1);
    expect(demo.navigations[0]).toMatch(/^\/casino\/play\/[A-Za-z0-9%]+/);
    expect(dialogs.$dialog.get()).toBeNull();
  });

  it('opens the play modal on a phone and the login form for a guest', () => {
    playGame(game, { client: createDemoClient({ user: demoPlayer }).client, viewportWidth: 390 });
    expect(dialogs.$dialog.get()).toMatchObject({ name: 'gamePlay', props: { game } });

    playGame(game, { client: createDemoClient().client, viewportWidth: 390 });
    expect(dialogs.$dialog.get()).toMatchObject({ name: 'login' });
  });

  it('opens the first game a menu search finds, and nothing when none is found', async () => {
    const demo = createDemoClient({ user: demoPlayer });
    await expect(playGameBySearch({ search: 'Aviator', isLive: false }, { client: demo.client, viewportWidth: 390 })).resolves.toBe('modal');
    expect(dialogs.$dialog.get()).toMatchObject({ props: { game: { name: 'Aviator' } } });

    closeDialogs();
    demo.api.casino.searchFails = true;
    await expect(playGameBySearch({ search: 'Aviator', isLive: false }, { client: demo.client, viewportWidth: 390 })).resolves.toBeNull();
    expect(dialogs.$dialog.get()).toBeNull();
  });
});
