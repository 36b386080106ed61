export {
  COMPETITION_EVENTS_PAGE,
  HIDDEN_LIVE_SPORT_IDS,
  LIVE_EVENTS_PAGE,
  LIVE_REFRESH_INTERVAL_MS,
  OPEN_EVENT_STATUS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
} from './feed.constants';
export { eventStartTime, isEventLocked, isHiddenLiveSport, matchName, matchesTeam } from './feed.calc';
export { scoreText } from './score.calc';
export type { LiveResult } from './score.calc';
export { TIME_FILTER_HOURS, categoryListQuery, parseTimeFilter, timeFilterLabel } from './timeFilter.calc';
export type { TimeFilter, TimeFilterHours } from './timeFilter.calc';
export { TOP_LEAGUES, resolveTopLeagues } from './topLeagues.calc';
export type { CompetitionRef } from './topLeagues.calc';
export { ODD_MOVE_SHOWN_MS, oddMove } from './odds.calc';
export type { OddMove } from './odds.calc';
export { oddsOf } from './odds.store';
export { prematchOf } from './prematch.store';
export type { Loadable, PopularLists, Prematch, TeamSearch } from './prematch.store';
export {
  ROW_MARKETS,
  eventsWithin,
  groupByDay,
  offeredRowOdds,
  rowOdds,
  searchTerm,
  selectCompetition,
  toggleCompetition,
  topLeaguesOf,
  treeCompetitions,
  visibleTree,
  withoutCompetition,
} from './prematch.calc';
export type {
  CompetitionChoice,
  EventDay,
  RowMarket,
  RowOdd,
  RowOddMarket,
  RowOddName,
  SelectedCompetition,
  SelectionChange,
  TreeCompetition,
} from './prematch.calc';
export type { Odds } from './odds.store';
export {
  getCategoryList,
  getEventDetail,
  getEventList,
  getLiveCategoryList,
  getLiveEventList,
  getPopularCompetitions,
  getPopularEvents,
  getUpcomingEvents,
  searchUpcoming,
} from './feed.api';
export {
  LIVE_UPDATE_COMMAND,
  doubleChanceSchema,
  eventChangeSchema,
  eventDetailSchema,
  leagueGroupSchema,
  liveCategorySchema,
  liveEventSchema,
  liveResultSchema,
  liveUpdateSchema,
  marketOddSchema,
  marketSchema,
  oddChangeSchema,
  popularCompetitionSchema,
  prematchCategorySchema,
  prematchCompetitionSchema,
  prematchEventSchema,
  prematchGroupSchema,
  searchResultSchema,
  totalGoalSchema,
  winnerSchema,
} from './feed.schema';
export type {
  DoubleChanceOdds,
  EventChange,
  EventDetail,
  LeagueGroup,
  LiveCategory,
  LiveEvent,
  LiveUpdate,
  Market,
  MarketOdd,
  OddChange,
  PopularCompetition,
  PrematchCategory,
  PrematchCompetition,
  PrematchEvent,
  PrematchGroup,
  SearchResult,
  TotalGoalOdds,
  WinnerOdds,
} from './feed.schema';
