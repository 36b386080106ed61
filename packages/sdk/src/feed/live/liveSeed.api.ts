import type { OynaClient } from '../../client/createOyna';
import { getLiveCategoryList, getLiveEventList } from '../shared/feed.api';
import { LIVE_SEED_EVENTS } from '../shared/feed.constants';
import { visibleLiveSports } from './live.calc';
import { firstEvents, type LiveSeed } from './liveSeed.calc';

/** Reads a `LiveSeed`: the live sports (hidden ones left out) and the first one's first `maxEvents` events. */
export async function readLiveSeed(client: OynaClient, maxEvents = LIVE_SEED_EVENTS): Promise<LiveSeed> {
  const sports = visibleLiveSports(await getLiveCategoryList(client));
  const first = sports[0];
  if (!first) return { sports, groups: {} };
  return { sports, groups: { [first.id]: firstEvents(await getLiveEventList(client, first.id), maxEvents) } };
}
