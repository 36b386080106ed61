import { describe, expect, it } from 'vitest';
import { API, demoUser, envelope, useFakeApi } from '../test/fakeApi';
import { allTasks, createTestClient, loggedInClient } from '../test/testClient';
import { until } from '../test/until';
import { providerGames } from './casino.fixtures';
import type { Game } from './casino.schema';
import { gameFavouritesOf } from './gameFavourites.store';

const api = useFakeApi();
const { http, HttpResponse } = api;
const codes = (games: readonly Game[]) => games.map((game) => game.gameCode);

/** A server keeping one player's favourites; `refuse` makes the toggle answer success false. */
function serveFavourites(initial: Game[] = [providerGames.egt]) {
  const state = { favourites: [...initial], refuse: false, gate: null as Promise<void> | null };
  api.server.use(
    http.get(`${API}casino/favorites`, () => HttpResponse.json(envelope(state.favourites))),
    http.post(`${API}casino/togglefavorite`, async ({ request }) => {
      if (state.gate) await state.gate;
      if (state.refuse) return HttpResponse.json(envelope(null, 'Favori listesi dolu', false));
      const { code } = (await request.json()) as { code: string };
      const present = state.favourites.some((game) => game.gameCode === code);
      const game = Object.values(providerGames).find((entry) => entry.gameCode === code)!;
      state.favourites = present ? state.favourites.filter((entry) => entry.gameCode !== code) : [game, ...state.favourites];
      return HttpResponse.json(envelope({ isFavorite: !present }, present ? 'Favorilerden çıkarıldı' : 'Favorilere eklendi'));
    }),
  );
  return state;
}

describe('favourite games', () => {
  it('loads the player’s list at login and forgets it at logout', async () => {
    serveFavourites();
    const { client } = createTestClient();
    const favourites = gameFavouritesOf(client);
    // The stars are shown.
    favourites.$favouriteCodes.listen(() => {});
    expect(favourites.$favourites.get()).toEqual({ status: 'guest', games: [] });

    client.setAuth(demoUser);
    await until(() => favourites.$favourites.get().status === 'ready');
    expect(codes(favourites.$favourites.get().games)).toEqual(['egt-shining-crown']);
    expect(favourites.$favouriteCodes.get().has('egt-shining-crown')).toBe(true);

    client.setAuth(null);
    expect(favourites.$favourites.get()).toEqual({ status: 'guest', games: [] });
  });

  it('lights the star at once and says Added to favorites; a second click says Removed', async () => {
    const server = serveFavourites([]);
    const favourites = gameFavouritesOf(loggedInClient().client);
    // The stars are shown.
    favourites.$favouriteCodes.listen(() => {});
    await until(() => favourites.$favourites.get().status === 'ready');

    const adding = favourites.toggleFavourite(providerGames.pragmatic);
    expect(favourites.$favouriteCodes.get().has('vs20olympgate')).toBe(true);
    await expect(adding).resolves.toEqual({ status: 'added', messageKey: 'favourites.added' });
    expect(codes(server.favourites)).toEqual(['vs20olympgate']);

    await expect(favourites.toggleFavourite(providerGames.pragmatic)).resolves.toEqual({
      status: 'removed',
      messageKey: 'favourites.removed',
    });
    expect(favourites.$favouriteCodes.get().has('vs20olympgate')).toBe(false);
    expect(await api.callsTo('casino/togglefavorite')[0]!.json()).toEqual({ code: 'vs20olympgate', providerId: 2 });
  });

  it("keeps the star the player asked for when the server answers the spec's success and message alone", async () => {
    serveFavourites([]);
    api.server.use(http.post(`${API}casino/togglefavorite`, () => HttpResponse.json(envelope(null, 'Favorilere eklendi'))));
    const favourites = gameFavouritesOf(loggedInClient().client);
    favourites.$favouriteCodes.listen(() => {});
    await until(() => favourites.$favourites.get().status === 'ready');

    await expect(favourites.toggleFavourite(providerGames.pragmatic)).resolves.toEqual({ status: 'added', messageKey: 'favourites.added' });
    expect(favourites.$favouriteCodes.get().has('vs20olympgate')).toBe(true);
    await expect(favourites.toggleFavourite(providerGames.pragmatic)).resolves.toEqual({ status: 'removed', messageKey: 'favourites.removed' });
    expect(favourites.$favouriteCodes.get().has('vs20olympgate')).toBe(false);
  });

  it('puts the star back exactly as it was when the server refuses', async () => {
    const server = serveFavourites([providerGames.egt, providerGames.amusnet]);
    const favourites = gameFavouritesOf(loggedInClient().client);
    // The stars are shown.
    favourites.$favouriteCodes.listen(() => {});
    await until(() => favourites.$favourites.get().status === 'ready');
    server.refuse = true;
    let open!: () => void;
    server.gate = new Promise((resolve) => (open = resolve));

    const removing = favourites.toggleFavourite(providerGames.egt);
    const adding = favourites.toggleFavourite(providerGames.hub88);
    expect(codes(favourites.$favourites.get().games)).toEqual(['hub-aviator', 'amn-40-burning']);
    open();

    await expect(removing).resolves.toMatchObject({ status: 'refused', error: { message: 'Favori listesi dolu' } });
    await expect(adding).resolves.toMatchObject({ status: 'refused' });
    expect(new Set(codes(favourites.$favourites.get().games))).toEqual(new Set(['egt-shining-crown', 'amn-40-burning']));
  });

  it('asks a guest to log in and sends nothing', async () => {
    serveFavourites();
    const favourites = gameFavouritesOf(createTestClient().client);
    // The stars are shown.
    favourites.$favouriteCodes.listen(() => {});
    await expect(favourites.toggleFavourite(providerGames.pragmatic)).resolves.toEqual({ status: 'loginRequired' });
    expect(favourites.$favourites.get().games).toEqual([]);
    expect(api.callsTo('casino/togglefavorite')).toHaveLength(0);
  });

  it('sends a double click as two toggles, one after the other, and ends where the server ends', async () => {
    const server = serveFavourites([]);
    const favourites = gameFavouritesOf(loggedInClient().client);
    // The stars are shown.
    favourites.$favouriteCodes.listen(() => {});
    await until(() => favourites.$favourites.get().status === 'ready');

    const results = await Promise.all([
      favourites.toggleFavourite(providerGames.digitain),
      favourites.toggleFavourite(providerGames.digitain),
    ]);
    expect(results.map((result) => result.status)).toEqual(['added', 'removed']);
    expect(server.favourites).toEqual([]);
    expect(favourites.$favourites.get().games).toEqual([]);
  });

  it('reloads the list when a hub reconnects, and keeps toggling when the list call is missing', async () => {
    const server = serveFavourites([]);
    const { client } = loggedInClient();
    const favourites = gameFavouritesOf(client);
    // The stars are shown.
    favourites.$favouriteCodes.listen(() => {});
    await until(() => favourites.$favourites.get().status === 'ready');
    server.favourites = [providerGames.softGamings];

    client.emit('reconnected', { hub: 'frnotify', connectionId: 'c-2' });
    await until(() => favourites.$favourites.get().games.length === 1);

    api.server.use(http.get(`${API}casino/favorites`, () => HttpResponse.json(envelope(null, 'Not found', false), { status: 404 })));
    await favourites.reloadFavourites();
    expect(favourites.$favourites.get()).toMatchObject({ status: 'failed', games: [{ gameCode: 'sg-lightning-rulet' }] });
    await expect(favourites.toggleFavourite(providerGames.hub88)).resolves.toMatchObject({ status: 'added' });
    await allTasks();
  });
});
