/** Local storage keys, exactly as both specs name them. */
export const StorageKey = {
  authData: 'authData',
  anonToken: 'anonToken',
  fingerprint: 'fingerprint',
  lang: 'lang',
  bootstrap: 'bootstrap',
  topNotifyRead: 'topNotifyRead',
  liveFavouriteEvents: 'sb_live_favorite_events',
  prematchFavouriteEvents: 'sb_prematch_favorite_events',
  favouriteCompetitions: 'sb_favorite_competitions',
  filterByHour: 'filterbyhour',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];
