/** Live category data refresh, in ms. */
export const LIVE_REFRESH_INTERVAL_MS = 60_000;
/** Paging of POST feed/liveeventlist. */
export const LIVE_EVENTS_PAGE = { skip: 0, take: 200 } as const;
/** Paging of POST feed/eventlist. */
export const COMPETITION_EVENTS_PAGE = { skip: 0, take: 100 } as const;
/** Team search waits this long after the last key press, in ms. */
export const SEARCH_DEBOUNCE_MS = 1500;
/** Live sports that are never listed. */
export const HIDDEN_LIVE_SPORT_IDS: readonly number[] = [35, 11];
/** An event is open for betting only with this status; any other shows a lock. */
export const OPEN_EVENT_STATUS = 'O';
/** The shortest team search sent to the server (beyond the spec): one letter matches nearly every team. */
export const SEARCH_MIN_LENGTH = 2;
