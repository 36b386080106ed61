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
} from './shared/feed.constants';
export { liveFeedOf } from './live/live.store';
export type { LiveDetail, LiveFeed, LiveStatus } from './live/live.store';
export { readLiveSeed } from './live/liveSeed.api';
export { firstEvents } from './live/liveSeed.calc';
export type { LiveSeed } from './live/liveSeed.calc';
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
} from './live/live.calc';
export type { GroupsOpen, LiveGroups, LivePanel, LivePanelInput, LivePanelLeague, LivePanelSport } from './live/live.calc';
export { detailOdds, withDetailOddChanges, withMainOddChanges } from './shared/markets.calc';
export type { MainMarkets } from './shared/markets.calc';
export { showsTracker, trackerFrame, trackerVariant } from './live/tracker.calc';
export type { TrackerFrame, TrackerVariant } from './live/tracker.calc';
export { eventStartTime, isEventLocked, isHiddenLiveSport, matchName, matchesTeam } from './shared/feed.calc';
export { scoreText } from './live/score.calc';
export type { LiveResult } from './live/score.calc';
export { TIME_FILTER_HOURS, categoryListQuery, parseTimeFilter, timeFilterLabel } from './shared/timeFilter.calc';
export type { TimeFilter, TimeFilterHours } from './shared/timeFilter.calc';
export { TOP_LEAGUES, resolveTopLeagues } from './prematch/topLeagues.calc';
export type { CompetitionRef } from './prematch/topLeagues.calc';
export { ODD_MOVE_SHOWN_MS, oddMove } from './shared/oddMove.calc';
export type { OddMove } from './shared/oddMove.calc';
export { oddsOf } from './shared/odds.store';
export { prematchOf } from './prematch/prematch.store';
export type { Loadable, PopularLists, Prematch, TeamSearch } from './prematch/prematch.store';
export { ROW_MARKETS, offeredRowOdds, rowOdds } from './shared/rowOdds.calc';
export type { RowMarket, RowOdd, RowOddMarket, RowOddName } from './shared/rowOdds.calc';
export {
  eventsWithin,
  groupByDay,
  selectCompetition,
  toggleCompetition,
  topLeaguesOf,
  treeCompetitions,
  visibleTree,
  withoutCompetition,
} from './prematch/prematch.calc';
export type {
  CompetitionChoice,
  EventDay,
  SelectedCompetition,
  SelectionChange,
  TreeCompetition,
} from './prematch/prematch.calc';
export type { Odds } from './shared/odds.store';
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
} from './shared/feed.api';
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
} from './shared/feed.schema';
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
} from './shared/feed.schema';
