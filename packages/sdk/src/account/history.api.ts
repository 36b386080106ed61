import type * as z from 'zod/mini';
import type { OynaClient } from '../client/createOyna';
import {
  bonusSchema,
  financialRecordSchema,
  gameActivitySchema,
  historyPageSchema,
  profileSchema,
  sessionRecordSchema,
} from './history.schema';

/** Which rows a dashboard list asks for: a page, and a date range (ISO dates, either end open). */
export interface HistoryRequest {
  skip: number;
  take: number;
  dateFrom?: string;
  dateTo?: string;
}

const page = <T extends z.ZodMiniType>(path: string, item: T) => async (client: OynaClient, request: HistoryRequest, signal?: AbortSignal) =>
  (await client.http.post(path, request, historyPageSchema(item), { signal })).data;

/** The dashboard's lists, each the logged-in player's own, newest first. */
export const HISTORY_CALLS = {
  gameActivities: page('customer/gameactivities', gameActivitySchema),
  bonuses: page('customer/bonuses', bonusSchema),
  financial: page('customer/financialhistory', financialRecordSchema),
  sessions: page('customer/sessions', sessionRecordSchema),
};

/** GET customer/profile: Personal information. */
export const getProfile = async (client: OynaClient, signal?: AbortSignal) =>
  (await client.http.get('customer/profile', profileSchema, { signal })).data;
