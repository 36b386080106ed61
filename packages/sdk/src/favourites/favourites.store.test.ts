import { describe, expect, it } from 'vitest';
import { throwingStorage } from '../test/testPlatform';
import { StorageKey } from '../platform/storage.keys';
import { createTestClient } from '../test/testClient';
import { favouritesOf } from './favourites.store';

const derby = { eventId: 7, sportId: 1, groupName: 'Türkiye', homeName: 'Galatasaray', awayName: 'Fenerbahçe' };
const nba = { eventId: 9, sportId: 2, groupName: 'ABD', homeName: 'Lakers', awayName: 'Celtics' };
const superLig = { competitionId: 3, sportId: 1, name: 'Süper Lig', groupName: 'Türkiye', count: 9 };

function setup(stored: Record<string, string> = {}) {
  const harness = createTestClient();
  for (const [key, value] of Object.entries(stored)) harness.platform.storage.setItem(key, value);
  return { ...harness, favourites: favouritesOf(harness.client) };
}

describe('favouritesOf', () => {
  it('stars and unstars a live event, keeping it under the spec key', () => {
    const { favourites, platform } = setup();
    expect(favourites.toggleLiveEvent(derby)).toEqual({ status: 'added', messageKey: 'favourites.added' });
    expect(favourites.$liveEvents.get()).toEqual([derby]);
    expect(JSON.parse(platform.storage.getItem(StorageKey.liveFavouriteEvents) ?? '')).toEqual([derby]);

    expect(favourites.toggleLiveEvent(derby)).toEqual({ status: 'removed', messageKey: 'favourites.removed' });
    expect(favourites.$liveEvents.get()).toEqual([]);
    expect(platform.storage.getItem(StorageKey.liveFavouriteEvents)).toBeNull();
  });

  it('keeps competitions and prematch events apart from live events', () => {
    const { favourites } = setup();
    favourites.toggleCompetition(superLig);
    favourites.togglePrematchEvent({ ...derby, leagueName: 'Süper Lig', eventDate: '2026-11-24T17:00:00' });
    expect(favourites.$competitions.get()).toEqual([superLig]);
    expect(favourites.$prematchEvents.get().map((entry) => entry.eventId)).toEqual([7]);
    expect(favourites.$liveEvents.get()).toEqual([]);
  });

  it('reads what an earlier visit stored', () => {
    const { favourites } = setup({ [StorageKey.liveFavouriteEvents]: JSON.stringify([derby, nba]) });
    expect(favourites.$liveEvents.get()).toEqual([derby, nba]);
  });

  it('clears a key whose stored entries have no numeric ids, and starts empty', () => {
    const { favourites, platform } = setup({
      [StorageKey.liveFavouriteEvents]: '[{"eventId":"7","sportId":1}]',
      [StorageKey.favouriteCompetitions]: '{not json',
    });
    expect(favourites.$liveEvents.get()).toEqual([]);
    expect(favourites.$competitions.get()).toEqual([]);
    expect(platform.storage.getItem(StorageKey.liveFavouriteEvents)).toBeNull();
    expect(platform.storage.getItem(StorageKey.favouriteCompetitions)).toBeNull();
  });

  it('drops starred live events that are no longer live', () => {
    const { favourites } = setup({ [StorageKey.liveFavouriteEvents]: JSON.stringify([derby, nba]) });
    favourites.keepLiveEvents([9, 11]);
    expect(favourites.$liveEvents.get()).toEqual([nba]);
  });

  it('follows another tab that starred an event or cleared storage while the stars are on show', async () => {
    const { client, favourites, platform, storageChangedElsewhere } = setup();
    client.track(favourites.$liveEvents.listen(() => {}));
    await Promise.resolve();
    platform.storage.setItem(StorageKey.liveFavouriteEvents, JSON.stringify([nba]));
    storageChangedElsewhere(StorageKey.liveFavouriteEvents);
    expect(favourites.$liveEvents.get()).toEqual([nba]);

    platform.storage.clear();
    storageChangedElsewhere(null);
    expect(favourites.$liveEvents.get()).toEqual([]);
  });

  it('keeps working in memory when storage throws', () => {
    const broken = throwingStorage();
    const harness = createTestClient({ platform: { storage: broken } });
    const favourites = favouritesOf(harness.client);
    favourites.toggleCompetition(superLig);
    expect(favourites.$competitions.get()).toEqual([superLig]);
  });

  it('stops following other tabs once the client is disposed', async () => {
    const { client, favourites, listenerCount } = setup();
    const before = listenerCount();
    favourites.$competitions.listen(() => {});
    await Promise.resolve();
    expect(listenerCount()).toBe(before + 1);
    client.dispose();
    expect(listenerCount()).toBe(0);
  });
});
