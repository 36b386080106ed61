export type { CompetitionFavourite, LiveFavourite, PrematchFavourite } from './favourites.schema';
export type { StarToggled } from './favourites.calc';
export { favouritesOf } from './favourites.store';
export type { Favourites } from './favourites.store';
