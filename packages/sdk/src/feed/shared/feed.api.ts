import * as z from 'zod/mini';
import type { OynaClient } from '../../client/createOyna';
import { COMPETITION_EVENTS_PAGE, LIVE_EVENTS_PAGE } from './feed.constants';
import {
  eventDetailSchema,
  leagueGroupSchema,
  liveCategorySchema,
  popularCompetitionSchema,
  prematchCategorySchema,
  prematchEventSchema,
  searchResultSchema,
  type EventDetail,
  type LeagueGroup,
  type LiveCategory,
  type PopularCompetition,
  type PrematchCategory,
  type PrematchEvent,
  type SearchResult,
} from './feed.schema';
import { categoryListQuery, type TimeFilter } from './timeFilter.calc';

/** GET feed/livecategorylist: every sport with live events, hidden ones included. */
export const getLiveCategoryList = async (client: OynaClient, signal?: AbortSignal): Promise<LiveCategory[]> =>
  (await client.sbHttp.get('feed/livecategorylist', z.array(liveCategorySchema), { signal })).data;

/** POST feed/liveeventlist: a live sport's league groups with their events. */
export const getLiveEventList = async (client: OynaClient, sportId: number, signal?: AbortSignal): Promise<LeagueGroup[]> =>
  (await client.sbHttp.post('feed/liveeventlist', { sportId, ...LIVE_EVENTS_PAGE }, z.array(leagueGroupSchema), { signal })).data;

/** GET feed/categorylist: the prematch tree, limited to the next `hour` hours when a filter is chosen. */
export const getCategoryList = async (client: OynaClient, filter: TimeFilter, signal?: AbortSignal): Promise<PrematchCategory[]> =>
  (await client.sbHttp.get('feed/categorylist', z.array(prematchCategorySchema), { query: categoryListQuery(filter), signal })).data;

/** POST feed/eventlist: a competition's prematch events. */
export const getEventList = async (
  client: OynaClient,
  competition: { sportId: number; competitionId: number },
): Promise<PrematchEvent[]> =>
  (
    await client.sbHttp.post(
      'feed/eventlist',
      { sportId: competition.sportId, competitionId: competition.competitionId, ...COMPETITION_EVENTS_PAGE },
      z.array(prematchEventSchema),
    )
  ).data;

/** POST feed/searchupcoming: upcoming events whose home or away team matches. */
export const searchUpcoming = async (client: OynaClient, teamName: string): Promise<SearchResult[]> =>
  (await client.sbHttp.post('feed/searchupcoming', { teamName }, z.array(searchResultSchema))).data;

/** POST feed/eventdetail (beyond the spec's table): one event with every market. */
export const getEventDetail = async (client: OynaClient, eventId: number, signal?: AbortSignal): Promise<EventDetail> =>
  (await client.sbHttp.post('feed/eventdetail', { eventId }, eventDetailSchema, { signal })).data;

/** GET feed/upcoming (beyond the spec's table): a sport's next events, soonest first, within `hour` hours when given. */
export const getUpcomingEvents = async (
  client: OynaClient,
  query: { sportId: number; filter: TimeFilter },
  signal?: AbortSignal,
): Promise<PrematchEvent[]> =>
  (
    await client.sbHttp.get('feed/upcoming', z.array(prematchEventSchema), {
      query: { sportId: query.sportId, ...categoryListQuery(query.filter) },
      signal,
    })
  ).data;

/** GET sportsbook/popularevents. */
export const getPopularEvents = async (client: OynaClient, signal?: AbortSignal): Promise<PrematchEvent[]> =>
  (await client.sbHttp.get('sportsbook/popularevents', z.array(prematchEventSchema), { signal })).data;

/** GET sportsbook/popularcompetitions. */
export const getPopularCompetitions = async (client: OynaClient, signal?: AbortSignal): Promise<PopularCompetition[]> =>
  (await client.sbHttp.get('sportsbook/popularcompetitions', z.array(popularCompetitionSchema), { signal })).data;
