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
  // Beyond the spec: the chosen odds format, and a mark another tab's betslip change leaves.
  oddsFormat: 'sb_odds_format',
  betslipRevision: 'sb_betslip_revision',
  // Beyond the spec's list: the content hash of the last promotional popup shown (once per hash).
  popupSeen: 'popupSeen',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

/**
 * Per-tab (session storage) keys, beyond the spec: the site is multi-page, so what must survive a
 * page change within one tab (the prematch competitions a player selected) is kept here.
 */
export const SessionStorageKey = {
  selectedCompetitions: 'sb_selected_competitions',
} as const;
export type SessionStorageKey = (typeof SessionStorageKey)[keyof typeof SessionStorageKey];
