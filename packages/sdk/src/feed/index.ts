export {
  SEARCH_MIN_LENGTH,
  TRACKER_HEIGHT_DESKTOP_PX,
  TRACKER_HEIGHT_MOBILE_PX,
} from './shared/feed.constants';
export { liveFeedOf } from './live/live.store';
export type { LiveDetail, LiveFeed, LiveStatus } from './live/live.store';
export { readLiveSeed } from './live/liveSeed.api';
export type { LiveSeed } from './live/liveSeed.calc';
export { ALL_GROUPS_OPEN, toLiveListing, toggleAllGroups, toggleGroup } from './live/live.calc';
export type {
  GroupsOpen,
  LiveGroups,
  LiveListing,
  LiveListingInput,
  LiveListingLeague,
  LiveListingSport,
} from './live/live.calc';
export { showsTracker, trackerFrameFor, trackerVariantFor } from './live/tracker.calc';
export type { TrackerFrame, TrackerVariant } from './live/tracker.calc';
export { eventStartTime, isEventFinished, isEventLocked, isHiddenLiveSport, matchName } from './shared/feed.calc';
export { scoreText } from './live/score.calc';
export type { LiveResult } from './live/score.calc';
export { TIME_FILTER_HOURS, parseTimeFilter } from './shared/timeFilter.calc';
export type { TimeFilter, TimeFilterHours } from './shared/timeFilter.calc';
export type { OddMove } from './shared/oddMove.calc';
export { oddsOf } from './shared/odds.store';
export type { Odds } from './shared/odds.store';
export { prematchOf } from './prematch/prematch.store';
export type { PopularLists, Prematch, TeamSearch, UpcomingQuery } from './prematch/prematch.store';
export { rowOdds } from './shared/rowOdds.calc';
export type { RowMarket, RowOdd, RowOddMarket, RowOddName } from './shared/rowOdds.calc';
export { groupByDay, topLeaguesOf, treeCompetitions, visibleTree } from './prematch/prematch.calc';
export { TOP_LEAGUES } from './prematch/topLeagues.calc';
export type {
  CompetitionChoice,
  EventDay,
  SelectedCompetition,
  TreeCompetition,
} from './prematch/prematch.calc';
export type {
  DoubleChanceOdds,
  EventDetail,
  LeagueGroup,
  LiveCategory,
  LiveEvent,
  Market,
  MarketOdd,
  PopularCompetition,
  PrematchCategory,
  PrematchCompetition,
  PrematchEvent,
  PrematchGroup,
  SearchResult,
  TotalGoalOdds,
  WinnerOdds,
} from './shared/feed.schema';
export { OddsFormat } from './shared/oddsFormat.enums';
export { formatOdds } from './shared/oddsFormat.calc';
