export {
  competitionFavouriteSchema,
  liveFavouriteSchema,
  prematchFavouriteSchema,
} from './favourites.schema';
export type { CompetitionFavourite, LiveFavourite, PrematchFavourite } from './favourites.schema';
export {
  FAVOURITE_STORAGE_KEYS,
  parseCompetitionFavourites,
  parseLiveFavourites,
  parsePrematchFavourites,
} from './favourites.storage';
export { STAR_ADDED, STAR_REMOVED, keepLive, toggleById, withoutFavourites } from './favourites.calc';
export type { StarToggled } from './favourites.calc';
export { favouritesOf } from './favourites.store';
export type { Favourites } from './favourites.store';
