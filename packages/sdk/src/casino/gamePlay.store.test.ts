import { describe, expect, it } from 'vitest';
import { API, envelope, useFakeApi } from '../test/fakeApi';
import { loggedInClient } from '../test/testClient';
import { until } from '../test/until';
import { providerGames } from './casino.fixtures';
import { gamePlayOf } from './gamePlay.store';

const api = useFakeApi();
const { http, HttpResponse } = api;
const GAME_URL = 'https://games.example/play/vs20olympgate?token=t1';

function serveLaunches() {
  const state = { launches: 0, refuse: false };
  api.server.use(
    http.get(`${API}casino/favorites`, () => HttpResponse.json(envelope([]))),
    http.post(`${API}casino/:call`, () => {
      state.launches += 1;
      return state.refuse
        ? HttpResponse.json(envelope(null, 'Sağlayıcı yanıt vermiyor', false))
        : HttpResponse.json(envelope(`${GAME_URL}&n=${state.launches}`));
    }),
  );
  return state;
}

function playing() {
  const harness = loggedInClient();
  return { ...harness, play: gamePlayOf(harness.client) };
}

describe('game play', () => {
  it('shows Loading until the launch arrives, then the game', async () => {
    serveLaunches();
    const { play } = playing();
    const opened = play.open(providerGames.pragmatic, { mobile: true });
    expect(play.$play.get()).toMatchObject({ status: 'launching', game: { name: 'Gates of Olympus' } });
    await opened;
    expect(play.$play.get()).toMatchObject({ status: 'ready', target: { kind: 'url', url: `${GAME_URL}&n=1` } });
  });

  it('refresh clears the launch, says the game will be reloaded and launches again', async () => {
    const server = serveLaunches();
    const { play } = playing();
    await play.open(providerGames.pragmatic, { mobile: true });

    const refreshed = play.refresh();
    expect(play.$play.get()).toMatchObject({ status: 'reloading' });
    expect(play.$play.get()).not.toHaveProperty('target');
    await refreshed;
    expect(play.$play.get()).toMatchObject({ status: 'ready', target: { url: `${GAME_URL}&n=2` } });
    expect(server.launches).toBe(2);
  });

  it('says when a failed launch closes the modal', async () => {
    const server = serveLaunches();
    server.refuse = true;
    const { play } = playing();
    await play.open(providerGames.hub88, { mobile: true });
    expect(play.$play.get()).toMatchObject({ status: 'failed', closes: true, error: { message: 'Sağlayıcı yanıt vermiyor' } });
    await play.open(providerGames.pragmatic, { mobile: true });
    expect(play.$play.get()).toMatchObject({ status: 'failed', closes: false });
  });

  it('ends the game on exit only from the game frame’s own window and the launch’s origin', async () => {
    serveLaunches();
    const { play, post } = playing();
    const exits: string[] = [];
    play.onExit((game) => exits.push(game.name));
    await play.open(providerGames.pragmatic, { mobile: false });
    const gameWindow = { name: 'game frame' };
    play.attachFrame(gameWindow);

    post({ data: { command: 'exit' }, origin: 'https://games.example', source: { name: 'another frame' } });
    post({ data: { command: 'exit' }, origin: 'https://evil.example', source: gameWindow });
    post({ data: { command: 'resize' }, origin: 'https://games.example', source: gameWindow });
    expect(play.$play.get()?.status).toBe('ready');
    expect(exits).toEqual([]);

    post({ data: '{"command":"exit"}', origin: 'https://games.example', source: gameWindow });
    expect(exits).toEqual(['Gates of Olympus']);
    expect(play.$play.get()).toBeNull();
  });

  it('accepts the exit of an HTML launch from its opaque origin, and forgets the frame on refresh', async () => {
    api.server.use(
      http.get(`${API}casino/favorites`, () => HttpResponse.json(envelope([]))),
      http.post(`${API}casino/softgamingslaunchurl`, () => HttpResponse.json(envelope('<html><script>go()</script></html>'))),
    );
    const { play, post } = playing();
    await play.open(providerGames.softGamings, { mobile: true });
    const first = { name: 'first frame' };
    play.attachFrame(first);

    const refreshed = play.refresh();
    post({ data: { command: 'exit' }, origin: 'null', source: first });
    expect(play.$play.get()?.status).toBe('reloading');
    await refreshed;

    const second = { name: 'second frame' };
    play.attachFrame(second);
    post({ data: { command: 'exit' }, origin: 'null', source: second });
    expect(play.$play.get()).toBeNull();
  });

  it('keeps only the newest game when another is opened while one launches', async () => {
    serveLaunches();
    const { play } = playing();
    const first = play.open(providerGames.digitain, { mobile: true });
    const second = play.open(providerGames.pragmatic, { mobile: true });
    await Promise.all([first, second]);
    await until(() => play.$play.get()?.status === 'ready');
    expect(play.$play.get()?.game.name).toBe('Gates of Olympus');
  });
});
