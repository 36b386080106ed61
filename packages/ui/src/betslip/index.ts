// @oyna/ui/betslip: the betslip and My Bets alone. A page (or a partner's element) that shows a slip
// and no live or prematch list loads none of those lists, their virtualiser or the feed's rules:
// esbuild puts in a page's first load every file its imports reach, so from @oyna/ui/sportsbook the
// slip brought the whole sportsbook entry's shared chunks along.
export { BetslipDock } from '../sportsbook/betslip/BetslipDock';
export { BetslipPanel } from '../sportsbook/betslip/BetslipPanel';
export type { BetslipPanelProps } from '../sportsbook/betslip/BetslipPanel';
export { BetslipLauncher } from '../sportsbook/betslip/BetslipLauncher';
export { BetslipSheet } from '../sportsbook/betslip/BetslipSheet.lazy';
export { MyBetsDialog } from '../sportsbook/betslip/MyBetsDialog.lazy';
export type { BetslipSheetProps, MyBetsDialogProps } from '../sportsbook/betslip/betslipDialogs.types';
