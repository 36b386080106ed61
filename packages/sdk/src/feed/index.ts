export {
  COMPETITION_EVENTS_PAGE,
  HIDDEN_LIVE_SPORT_IDS,
  LIVE_EVENTS_PAGE,
  LIVE_LIST_RELOAD_DELAY_MS,
  LIVE_REFRESH_INTERVAL_MS,
  LIVE_SEED_EVENTS,
  OPEN_EVENT_STATUS,
  SEARCH_DEBOUNCE_MS,
  TRACKER_HEIGHT_DESKTOP_PX,
  TRACKER_HEIGHT_MOBILE_PX,
  TRACKER_MOBILE_MAX_WIDTH_PX,
  SEARCH_MIN_LENGTH,
} from './feed.constants';
export { liveFeedOf } from './live.store';
export type { LiveDetail, LiveFeed, LiveStatus } from './live.store';
export { readLiveSeed } from './liveSeed.api';
export { firstEvents } from './liveSeed.calc';
export type { LiveSeed } from './liveSeed.calc';
export {
  ALL_GROUPS_OPEN,
  FAVOURITES_GROUP_KEY,
  applyLiveUpdate,
  applyLiveUpdateToDetail,
  isGroupOpen,
  leagueGroupKey,
  liveEventsInOrder,
  livePanel,
  nextActiveEvent,
  sportGroupKey,
  toggleAllGroups,
  toggleGroup,
  visibleEventIds,
  visibleLiveSports,
} from './live.calc';
export type { GroupsOpen, LiveGroups, LivePanel, LivePanelInput, LivePanelLeague, LivePanelSport } from './live.calc';
export { detailOdds, withDetailOddChanges, withMainOddChanges } from './markets.calc';
export type { MainMarkets } from './markets.calc';
export { showsTracker, trackerFrame, trackerVariant } from './tracker.calc';
export type { TrackerFrame, TrackerVariant } from './tracker.calc';
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
