export {
  COMPETITION_EVENTS_PAGE,
  HIDDEN_LIVE_SPORT_IDS,
  LIVE_EVENTS_PAGE,
  LIVE_REFRESH_INTERVAL_MS,
  OPEN_EVENT_STATUS,
  SEARCH_DEBOUNCE_MS,
} from './feed.constants';
export { eventStartTime, isEventLocked, isHiddenLiveSport, matchesTeam } from './feed.calc';
export { scoreText } from './score.calc';
export type { LiveResult } from './score.calc';
export { TIME_FILTER_HOURS, categoryListQuery, parseTimeFilter, timeFilterLabel } from './timeFilter.calc';
export type { TimeFilter, TimeFilterHours } from './timeFilter.calc';
export { TOP_LEAGUES, resolveTopLeagues } from './topLeagues.calc';
export type { CompetitionRef } from './topLeagues.calc';
