import type { PrematchFavourite } from '@oyna/sdk/favourites';
import { eventStartTime } from '@oyna/sdk/feed';

/**
 * Starred prematch events still to kick off, soonest first: a star outlives its match in storage,
 * but a finished match has nothing left to bet on. A favourite without a readable date is kept.
 */
export function favouritesAhead(favourites: readonly PrematchFavourite[], now: number): PrematchFavourite[] {
  const start = (favourite: PrematchFavourite) => eventStartTime(favourite).getTime();
  return favourites
    .filter((favourite) => !(start(favourite) <= now))
    .sort((a, b) => (start(a) || Infinity) - (start(b) || Infinity));
}
