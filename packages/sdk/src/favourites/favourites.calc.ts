/** What a click on a star did; `messageKey` is the toast the spec shows ('Added to favorites'). */
export type StarToggled =
  | { readonly status: 'added'; readonly messageKey: 'favourites.added' }
  | { readonly status: 'removed'; readonly messageKey: 'favourites.removed' };
export const STAR_ADDED: StarToggled = { status: 'added', messageKey: 'favourites.added' };
export const STAR_REMOVED: StarToggled = { status: 'removed', messageKey: 'favourites.removed' };

/** Adds the item when no entry has its id, removes that entry otherwise. */
export function toggleById<T, K extends keyof T>(list: readonly T[], item: T, idKey: K): T[] {
  return list.some((entry) => entry[idKey] === item[idKey])
    ? list.filter((entry) => entry[idKey] !== item[idKey])
    : [...list, item];
}

/** On a live refresh, favourites whose event is no longer live are dropped. */
export const keepLive = <T extends { eventId: number }>(favourites: readonly T[], liveEventIds: Iterable<number>): T[] => {
  const live = new Set(liveEventIds);
  return favourites.filter((favourite) => live.has(favourite.eventId));
};

/** Favourited events are listed under My Favourites, so they leave the normal list. */
export const withoutFavourites = <E extends { id: number }>(
  events: readonly E[],
  favourites: readonly { eventId: number }[],
): E[] => {
  const favourite = new Set(favourites.map((entry) => entry.eventId));
  return events.filter((event) => !favourite.has(event.id));
};
