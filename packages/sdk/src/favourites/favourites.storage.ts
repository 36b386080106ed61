import * as z from 'zod/mini';
import { type Schema } from '../schema/zod';
import { StorageKey } from '../platform/storage.keys';
import {
  competitionFavouriteSchema,
  liveFavouriteSchema,
  prematchFavouriteSchema,
  type CompetitionFavourite,
  type LiveFavourite,
  type PrematchFavourite,
} from './favourites.schema';

/** Where each kind of favourite is kept in local storage. */
export const FAVOURITE_STORAGE_KEYS = {
  liveEvents: StorageKey.liveFavouriteEvents,
  prematchEvents: StorageKey.prematchFavouriteEvents,
  competitions: StorageKey.favouriteCompetitions,
} as const;

function parseList<T>(schema: Schema<T>, stored: string | null): T[] | null {
  if (stored === null) return [];
  try {
    const result = z.safeParse(z.array(schema), JSON.parse(stored));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Reads stored favourites. Nothing stored gives []; data that is not JSON, not a list, or has an
 * entry without numeric ids (or a competition without a text name) gives null: clear the key.
 */
export const parseLiveFavourites = (stored: string | null): LiveFavourite[] | null =>
  parseList(liveFavouriteSchema, stored);
export const parsePrematchFavourites = (stored: string | null): PrematchFavourite[] | null =>
  parseList(prematchFavouriteSchema, stored);
export const parseCompetitionFavourites = (stored: string | null): CompetitionFavourite[] | null =>
  parseList(competitionFavouriteSchema, stored);
