import { describe, expect, it } from 'vitest';
import { SB_API, envelope, useFakeApi } from '../../test/fakeApi';
import { createTestClient } from '../../test/testClient';
import { valueWhere } from '../../test/valueWhere';
import { createCompetitionSelection } from './competitionSelection.task';
import { writeSelection } from './prematchSelection.storage';

const api = useFakeApi();
const { http, HttpResponse } = api;
const superLig = { competitionId: 11, sportId: 1, name: 'Süper Lig', groupName: 'Türkiye' };
const premierLeague = { competitionId: 12, sportId: 1, name: 'Premier League', groupName: 'İngiltere' };

/**
 * Each competition's list holds one event, whose id counts the lists served (1100, then 1101, …); a
 * competition in `failing` is refused with the server's words.
 */
function serveEvents(failing: Set<number> = new Set()) {
  let served = 0;
  api.server.use(
    http.post(`${SB_API}feed/eventlist`, async ({ request }) => {
      const { competitionId } = (await request.json()) as { competitionId: number };
      if (failing.has(competitionId)) return HttpResponse.json(envelope(null, 'Lig bulunamadı', false));
      const id = competitionId * 100 + served++;
      const event = { id, sportId: 1, competitionId, homeName: 'Ev', awayName: 'Deplasman', eventDate: '2030-05-10T17:00:00' };
      return HttpResponse.json(envelope([event]));
    }),
  );
  return failing;
}

function setup(stored: (typeof superLig)[] = []) {
  const harness = createTestClient();
  writeSelection(harness.client.storage.tab, stored);
  const errors: unknown[] = [];
  const selection = createCompetitionSelection(harness.client, (error) => errors.push(error));
  return { ...harness, selection, errors };
}

const eventListsAsked = () => api.callsTo('feed/eventlist').length;

describe('the prematch selection', () => {
  it('restores the tab’s selection and loads its events only once something shows it', async () => {
    serveEvents();
    const { selection, client } = setup([superLig]);
    expect(selection.$chosen.get()).toMatchObject([{ name: 'Süper Lig', loading: true, data: [] }]);
    expect(eventListsAsked()).toBe(0);
    client.track(selection.$chosen.listen(() => {}));
    const [shown] = await valueWhere(selection.$chosen, (list) => !list[0]!.loading);
    expect(shown!.data.map((event) => event.id)).toEqual([1100]);
    expect(eventListsAsked()).toBe(1);
  });

  it('drops a competition whose first load is refused and tells why; a reconnect brings the others up to date in place', async () => {
    serveEvents(new Set([12]));
    const { selection, client, errors } = setup();
    client.track(selection.$chosen.listen(() => {}));
    selection.set([{ ...superLig, loading: true, data: [] }, { ...premierLeague, loading: true, data: [] }]);
    selection.loadEvents(premierLeague);
    selection.loadEvents(superLig);
    const loaded = await valueWhere(selection.$chosen, (list) => list.length === 1 && !list[0]!.loading);
    expect(loaded.map((entry) => entry.name)).toEqual(['Süper Lig']);
    expect(errors.map((error) => (error as Error).message)).toEqual(['Lig bulunamadı']);

    const shown: boolean[] = [];
    client.track(selection.$chosen.listen((list) => shown.push(list[0]!.loading)));
    client.emit('reconnected', { hub: 'sbnotify', connectionId: 'b' });
    const [resynced] = await valueWhere(selection.$chosen, (list) => list[0]!.data[0]!.id === 1101);
    expect(resynced).toMatchObject({ name: 'Süper Lig', loading: false });
    // No loading state on the way: the rows stay as they were until the new ones arrive.
    expect(shown).toEqual([false]);
    expect(errors).toHaveLength(1);
  });

  it('announces when the last competition goes, and keeps the choices for the next page', () => {
    const { selection, client } = setup([superLig, premierLeague]);
    let cleared = 0;
    selection.onCleared(() => (cleared += 1));
    selection.set(selection.$chosen.get().slice(1));
    expect(cleared).toBe(0);
    expect(createCompetitionSelection(client, () => {}).$chosen.get().map((entry) => entry.name)).toEqual(['Premier League']);
    selection.set([]);
    expect(cleared).toBe(1);
  });
});
