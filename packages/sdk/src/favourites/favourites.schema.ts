import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { orDefault, text } from '../schema/wire';

const id = z.number();
/** Display text: tolerated when missing, since only the ids decide whether an entry is usable. */
const label = orDefault(text(), '');

export const liveFavouriteSchema = object({
  eventId: id,
  sportId: id,
  groupName: label,
  homeName: label,
  awayName: label,
});
export interface LiveFavourite extends z.output<typeof liveFavouriteSchema> {}

export const prematchFavouriteSchema = object({
  eventId: id,
  sportId: z._default(id, 1),
  groupName: label,
  leagueName: label,
  homeName: label,
  awayName: label,
  eventDate: label,
});
export interface PrematchFavourite extends z.output<typeof prematchFavouriteSchema> {}

export const competitionFavouriteSchema = object({
  competitionId: id,
  sportId: id,
  name: z.string(),
  groupName: label,
  count: orDefault(z.number(), 0),
});
export interface CompetitionFavourite extends z.output<typeof competitionFavouriteSchema> {}
