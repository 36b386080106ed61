// @oyna/ui/betslip: the betslip and My Bets alone. A page (or a partner's element) that shows a slip
// and no live or prematch list loads none of those lists, their virtualiser or the feed's rules:
// esbuild puts in a page's first load every file its imports reach, so from @oyna/ui/sportsbook the
// slip brought the whole sportsbook entry's shared chunks along.
export { BetslipDock } from './BetslipDock';
export { BetslipPanel } from './BetslipPanel';
export type { BetslipPanelProps } from './BetslipPanel';
export { BetslipLauncher } from './BetslipLauncher';
export { BetslipSheet } from './BetslipSheet.lazy';
export { MyBetsDialog } from './MyBetsDialog.lazy';
export type { BetslipSheetProps, MyBetsDialogProps } from './betslipDialogs.types';
