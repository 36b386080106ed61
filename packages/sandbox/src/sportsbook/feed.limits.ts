/** The most events one POST feed/liveeventlist page may ask for (the SDK asks for 200). */
export const LIVE_TAKE_MAX = 500;
/** The most events one POST feed/eventlist page may ask for (the SDK asks for 100). */
export const COMPETITION_TAKE_MAX = 200;
/** The widest time filter of feed/categorylist and feed/upcoming: the world's 7-day horizon. */
export const HOUR_FILTER_MAX = 168;
/** Hits of feed/searchupcoming, soonest first. */
export const SEARCH_RESULTS_MAX = 50;
/** Characters of a team search. */
export const TEAM_NAME_MAX = 50;
/** Events of feed/upcoming, soonest first. */
export const UPCOMING_MAX = 100;
/** Events of sportsbook/popularevents, soonest first. */
export const POPULAR_EVENTS_MAX = 12;
