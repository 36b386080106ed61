export { betslipOf } from './betslip.store';
export type { Betslip, BetslipState, PlaceBetMessage, PlaceBetResult } from './betslip.types';
export type { BetslipPick, PickDraft } from './pendingToggles.calc';
export { myBetsOf } from './myBets.store';
export type { MyBets, MyBetsQuery, MyBetsState } from './myBets.store';
export type { Bet, BetSelection, MyBetsPage } from './myBets.schema';
export { BetStatus, BetslipType, SelectionResult } from './betslip.enums';
export { STAKE_BUTTON_STEP } from './betslip.constants';
export { canSelectBetslipType, parseStakeInput, roundStake } from './betslip.calc';
export type { BetslipData, BetslipOdd, MultipleBet } from './betslip.schema';
// The slip shows its odds in the player's format: the same formatter as the feed's, here too, so a
// page with a slip and no list need not import the feed (its bundler would take the whole domain).
export { OddsFormat } from '../feed/shared/oddsFormat.enums';
export { formatOdds } from '../feed/shared/oddsFormat.calc';
