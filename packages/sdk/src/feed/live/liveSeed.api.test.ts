import { describe, expect, it } from 'vitest';
import { SB_API, envelope, useFakeApi } from '../../test/fakeApi';
import { createTestClient } from '../../test/testClient';
import { leagueGroup, liveEvent } from './live.fixtures';
import { readLiveSeed } from './liveSeed.api';

const api = useFakeApi();
const { http, HttpResponse } = api;

const events = (from: number, count: number) => Array.from({ length: count }, (_, index) => liveEvent(from + index));

describe('readLiveSeed', () => {
  it('reads the visible live sports and only the first one\'s list, cut to the first events', async () => {
    api.server.use(
      http.get(`${SB_API}feed/livecategorylist`, () =>
        HttpResponse.json(envelope([{ id: 35, name: 'Gizli', count: 4 }, { id: 1, name: 'Futbol', count: 30 }, { id: 2, name: 'Basketbol', count: 2 }])),
      ),
      http.post(`${SB_API}feed/liveeventlist`, () => HttpResponse.json(envelope([leagueGroup('Türkiye', 'Süper Lig', events(1, 30))]))),
    );
    const { client } = createTestClient();
    const seed = await readLiveSeed(client, 12);

    expect(seed.sports.map((sport) => sport.id)).toEqual([1, 2]);
    expect(Object.keys(seed.groups)).toEqual(['1']);
    expect(seed.groups[1]![0]!.events).toHaveLength(12);
    const asked = await Promise.all(api.callsTo('feed/liveeventlist').map((request) => request.json()));
    expect(asked).toEqual([{ sportId: 1, skip: 0, take: 200 }]);
  });

  it('has no lists when nothing is live', async () => {
    api.server.use(http.get(`${SB_API}feed/livecategorylist`, () => HttpResponse.json(envelope([]))));
    const { client } = createTestClient();
    expect(await readLiveSeed(client)).toEqual({ sports: [], groups: {} });
    expect(api.callsTo('feed/liveeventlist')).toHaveLength(0);
  });
});
