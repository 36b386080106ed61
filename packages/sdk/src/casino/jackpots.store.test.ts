import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapOf } from '../bootstrap/bootstrap.store';
import { API, envelope, useFakeApi } from '../test/fakeApi';
import { allTasks, createTestClient } from '../test/testClient';
import { until } from '../test/until';
import { casinoBootstrap, levels } from './casino.fixtures';
import { jackpotsOf } from './jackpots.store';

const api = useFakeApi();
const { http, HttpResponse } = api;

function serveEgtJackpots() {
  const state = { topClover: 250_000, cloverLevel: 0 };
  api.server.use(
    http.get(`${API}casino/eqyptquest`, () =>
      HttpResponse.json(
        envelope([
          {
            instanceName: 'Clover Chance',
            levelStats: levels(3).concat({ level: 4, amount: state.topClover }),
            currentLevelI: state.cloverLevel,
          },
          { instanceName: 'High Cash', levelStats: levels(3), currentLevelI: 1 },
          { instanceName: 'Mega Jack', levelStats: levels(4), currentLevelI: 1 },
        ]),
      ),
    ),
  );
  return state;
}

const clients: Array<{ dispose(): void }> = [];
afterEach(() => clients.splice(0).forEach((client) => client.dispose()));

function jackpotsWithBootstrap() {
  const harness = createTestClient();
  clients.push(harness.client);
  bootstrapOf(harness.client).seed(casinoBootstrap());
  return { ...harness, jackpots: jackpotsOf(harness.client) };
}

const topLevels = (cards: readonly { levelStats: { amount: number }[] }[]) => cards.map((card) => card.levelStats[3]?.amount);

describe('jackpot cards', () => {
  it('shows the bootstrap’s Clover Chance and High Cash until the fresh cards arrive', async () => {
    serveEgtJackpots();
    const { jackpots } = jackpotsWithBootstrap();
    jackpots.$jackpots.listen(() => {});
    expect(jackpots.$jackpots.get().map((card) => card.instanceName)).toEqual(['Clover Chance', 'High Cash']);
    expect(topLevels(jackpots.$jackpots.get())).toEqual([250_000, 500_000]);
    await until(() => api.callsTo('casino/eqyptquest').length === 1);
    await allTasks();
  });

  it('refreshes every 30 s while watched and visible; a fresh card with 3 levels keeps the bootstrap’s', async () => {
    const server = serveEgtJackpots();
    const { jackpots, tick } = jackpotsWithBootstrap();
    const stop = jackpots.$jackpots.listen(() => {});
    await until(() => api.callsTo('casino/eqyptquest').length === 1);
    server.topClover = 260_000;
    await until(() => jackpots.$jackpots.get()[0]?.levelStats[3]?.amount === 250_000);

    tick(30_000);
    await until(() => jackpots.$jackpots.get()[0]?.levelStats[3]?.amount === 260_000);
    expect(api.callsTo('casino/eqyptquest')).toHaveLength(2);
    expect(topLevels(jackpots.$jackpots.get())).toEqual([260_000, 500_000]);
    stop();
  });

  it('drops a fresh card at the 14000 sentinel', async () => {
    const server = serveEgtJackpots();
    server.cloverLevel = 14_000;
    server.topClover = 999_999;
    const { jackpots } = jackpotsWithBootstrap();
    jackpots.$jackpots.listen(() => {});
    await until(() => api.callsTo('casino/eqyptquest').length === 1);
    await allTasks();
    expect(topLevels(jackpots.$jackpots.get())).toEqual([250_000, 500_000]);
  });

  it('pauses while the page is hidden and catches up when it is visible again', async () => {
    serveEgtJackpots();
    const { jackpots, tick, becomeHidden, becomeVisible, timerCount } = jackpotsWithBootstrap();
    jackpots.$jackpots.listen(() => {});
    await until(() => api.callsTo('casino/eqyptquest').length === 1);

    becomeHidden();
    expect(timerCount()).toBe(0);
    tick(120_000);
    await allTasks();
    expect(api.callsTo('casino/eqyptquest')).toHaveLength(1);

    becomeVisible();
    await until(() => api.callsTo('casino/eqyptquest').length === 2);
    tick(30_000);
    await until(() => api.callsTo('casino/eqyptquest').length === 3);
  });

  it('asks nothing while nobody shows the cards, and leaves no timer or listener behind', async () => {
    serveEgtJackpots();
    const { client, jackpots, timerCount, listenerCount } = jackpotsWithBootstrap();
    const before = listenerCount();
    await allTasks();
    expect(api.callsTo('casino/eqyptquest')).toHaveLength(0);

    jackpots.$jackpots.listen(() => {});
    await until(() => api.callsTo('casino/eqyptquest').length === 1);
    expect(timerCount()).toBe(1);
    client.dispose();
    expect(timerCount()).toBe(0);
    expect(listenerCount()).toBeLessThanOrEqual(before);
  });
});
