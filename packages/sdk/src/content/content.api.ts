import type { OynaClient } from '../client/createOyna';
import { ApiError } from '../errors/oyna.errors';
import * as z from 'zod/mini';
import { contentPageSchema, promotionSchema, type ContentPage, type Promotion } from './content.schema';

/**
 * GET cms/content/{id}: one content page in the client's language. Not in the spec's call table, so
 * a back end without it (404) gives null: the page then shows its title alone.
 */
export async function getContentPage(client: OynaClient, id: number): Promise<ContentPage | null> {
  try {
    return (await client.http.get(`cms/content/${encodeURIComponent(id)}`, contentPageSchema)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * GET cms/promotions: the promotions page's cards in the client's language. Not in the spec's call
 * table, so a back end without it (404) gives an empty list.
 */
export async function getPromotions(client: OynaClient): Promise<Promotion[]> {
  try {
    return (await client.http.get('cms/promotions', z.array(promotionSchema))).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}
