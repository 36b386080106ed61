/** Live category data refresh, in ms. */
export const LIVE_REFRESH_INTERVAL_MS = 60_000;
/**
 * After the hub says events started or finished, their sports are refetched this long after the
 * last such news, so a burst of kick-offs costs one request per sport.
 */
export const LIVE_LIST_RELOAD_DELAY_MS = 1000;
/**
 * The top sport's list goes out alone: its rows are the live panel's first screen. The other sports'
 * lists follow once it is on screen, or after this long when it is slow.
 */
export const LIVE_LIST_HEAD_START_MS = 300;
/** Paging of POST feed/liveeventlist. */
export const LIVE_EVENTS_PAGE = { skip: 0, take: 200 } as const;
/** Events a live seed keeps: enough for the live panel's first screen on the tallest page it sits on. */
export const LIVE_SEED_EVENTS = 20;
/** Paging of POST feed/eventlist. */
export const COMPETITION_EVENTS_PAGE = { skip: 0, take: 100 } as const;
/** Team search waits this long after the last key press, in ms. */
export const SEARCH_DEBOUNCE_MS = 1500;
/** Live sports that are never listed. */
export const HIDDEN_LIVE_SPORT_IDS: readonly number[] = [35, 11];
/** An event is open for betting only with this status; any other shows a lock. */
export const OPEN_EVENT_STATUS = 'O';
/** A match that is over (beyond the spec): every market of it is settled. */
export const FINISHED_EVENT_STATUS = 'F';
/** The match tracker's height on desktop, in px. */
export const TRACKER_HEIGHT_DESKTOP_PX = 415;
/** The match tracker's height up to {@link TRACKER_MOBILE_MAX_WIDTH_PX}, in px. */
export const TRACKER_HEIGHT_MOBILE_PX = 235;
/** Up to this viewport width the tracker's mobile page and height are used. */
export const TRACKER_MOBILE_MAX_WIDTH_PX = 991;
/** The shortest team search sent to the server (beyond the spec): one letter matches nearly every team. */
export const SEARCH_MIN_LENGTH = 2;
