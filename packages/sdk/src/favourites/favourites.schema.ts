import * as z from 'zod';

const id = z.number();
/** Display text: tolerated when missing, since only the ids decide whether an entry is usable. */
const label = z.string().nullish().catch(null).transform((value) => value ?? '');

export const liveFavouriteSchema = z.object({
  eventId: id,
  sportId: id,
  groupName: label,
  homeName: label,
  awayName: label,
});
export type LiveFavourite = z.infer<typeof liveFavouriteSchema>;

export const prematchFavouriteSchema = z.object({
  eventId: id,
  sportId: id.default(1),
  groupName: label,
  leagueName: label,
  homeName: label,
  awayName: label,
  eventDate: label,
});
export type PrematchFavourite = z.infer<typeof prematchFavouriteSchema>;

export const competitionFavouriteSchema = z.object({
  competitionId: id,
  sportId: id,
  name: z.string(),
  groupName: label,
  count: z.number().catch(0),
});
export type CompetitionFavourite = z.infer<typeof competitionFavouriteSchema>;
