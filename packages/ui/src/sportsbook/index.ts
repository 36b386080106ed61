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
// Prematch
export { PrematchPanel } from './prematch/PrematchPanel';
export { SelectedCompetitions } from './prematch/SelectedCompetitions';
export { PrematchHome } from './prematch/PrematchHome';
export { PrematchDetail } from './prematch/PrematchDetail';
export type { PrematchDetailProps } from './prematch/PrematchDetail';
export { UpcomingEvents } from './prematch/UpcomingEvents';
export type { UpcomingEventsProps } from './prematch/UpcomingEvents';
export { FavouriteEvents } from './prematch/FavouriteEvents';
export { SportsbookCarousel } from './carousel/SportsbookCarousel';
// Betslip and My Bets, also an entry of their own (@oyna/ui/betslip)
export * from '../betslip/index';
