// @oyna/ui/sportsbook: the live and prematch widgets, kept out of the shell's bundle.
export { SportsbookLayout } from '../layout/SportsbookLayout';
export type { SportsbookLayoutProps } from '../layout/SportsbookLayout';
export { OddsButton } from './odds/OddsButton';
export type { OddsButtonProps } from './odds/OddsButton';
export { EventMarkets } from './markets/EventMarkets';
export type { EventMarketsProps } from './markets/EventMarkets';
// Live betting
export { LivePanel } from './live/LivePanel';
export type { LivePanelProps } from './live/LivePanel';
export { LiveEventView } from './live/LiveEventView';
export type { LiveEventViewProps } from './live/LiveEventView';
export { LiveTracker } from './live/LiveTracker';
export type { LiveTrackerProps } from './live/LiveTracker';
export { LiveOverview } from './live/LiveOverview';
export type { LiveOverviewProps } from './live/LiveOverview';
export { OVERVIEW_ROW_HEIGHT, liveOverview, overviewLayout } from './live/liveOverview.model';
export type { LiveOverviewView, OverviewLayout, OverviewOdd, OverviewRow, OverviewSportLink } from './live/liveOverview.model';
export { useLiveFeed } from './live/useLiveFeed';
export { ROW_HEIGHT as LIVE_PANEL_ROW_HEIGHT, liveEventLine, livePanelRows, trackerPlacement } from './live/livePanel.model';
export type { LivePanelRow, LivePanelRowKind } from './live/livePanel.model';
// Prematch
export { PrematchPanel } from './prematch/PrematchPanel';
export { TeamSearch } from './prematch/TeamSearch';
export { TimeFilters } from './prematch/TimeFilters';
export type { TimeFiltersProps } from './prematch/TimeFilters';
export { SelectedCompetitions } from './prematch/SelectedCompetitions';
export { EventRows } from './prematch/EventRows';
export type { EventRowsProps } from './prematch/EventRows';
export { MarketSelect } from './prematch/MarketSelect';
export type { MarketSelectProps } from './prematch/MarketSelect';
export { PrematchHome } from './prematch/PrematchHome';
export { PrematchDetail } from './prematch/PrematchDetail';
export type { PrematchDetailProps } from './prematch/PrematchDetail';
export { UpcomingEvents } from './prematch/UpcomingEvents';
export type { UpcomingEventsProps } from './prematch/UpcomingEvents';
export { prematchPanelView, timeFilterOptions } from './prematch/prematchPanel.model';
export type {
  CompetitionItem,
  GroupItem,
  PrematchPanelInput,
  PrematchPanelView,
  SportItem,
  TimeFilterOption,
} from './prematch/prematchPanel.model';
export { eventDays, eventRowView, marketOptions } from './prematch/eventRow.model';
export type { EventDayView, EventRowView, RowOddView } from './prematch/eventRow.model';
export { FavouriteEvents } from './prematch/FavouriteEvents';
export { favouritesAhead } from './prematch/favouriteEvents.model';
export { SportsbookCarousel } from './carousel/SportsbookCarousel';
// Betslip and My Bets
export { BetslipDock } from './betslip/BetslipDock';
export { BetslipPanel } from './betslip/BetslipPanel';
export type { BetslipPanelProps } from './betslip/BetslipPanel';
export { BetslipLauncher } from './betslip/BetslipLauncher';
export { BetslipSheet } from './betslip/BetslipSheet';
export { MyBetsDialog } from './betslip/MyBetsDialog';
export type { BetslipSheetProps, MyBetsDialogProps } from './betslip/betslipDialogs.types';
export { EMPTY_BETSLIP, ODDS_FORMATS, betslipView } from './betslip/betslip.model';
export type { BetslipView, MultipleView, PickRowView } from './betslip/betslip.model';
export { myBetsView } from './betslip/myBets.model';
export type { Chip, ChipTone, CouponView, MyBetsView } from './betslip/myBets.model';
export { useBetslip } from './betslip/useBetslip';
