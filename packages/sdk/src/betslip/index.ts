export {
  BETSLIP_REQUEST,
  betslipUnauthorizedPolicy,
  calculateStake,
  getBetslip,
  placeBet,
  removeAllOdds,
  toggleOdd,
} from './betslip.api';
export { betslipOf } from './betslip.store';
export type { Betslip, BetslipState, PlaceBetMessage, PlaceBetResult } from './betslip.store';
export { enqueueToggle, isPicked, picksWithPending } from './pendingToggles.calc';
export type { BetslipPick, PendingToggle, PickDraft } from './pendingToggles.calc';
export { getMyBets } from './myBets.api';
export { myBetsOf } from './myBets.store';
export type { MyBets, MyBetsState } from './myBets.store';
export { betSchema, betSelectionSchema, myBetsPageSchema, myBetsQuerySchema } from './myBets.schema';
export type { Bet, BetSelection, MyBetsPage, MyBetsQuery } from './myBets.schema';
export { BetStatus, BetslipType, OddsFormat, SelectionResult } from './betslip.enums';
export {
  BETSLIP_VIEW_TYPE,
  CALCULATE_DEBOUNCE_MS,
  MY_BETS_PAGE_SIZE,
  DEFAULT_ACCEPT_CHANGES,
  PLACE_BET_SUCCESS_MS,
  STAKE_BUTTON_FLOOR,
  STAKE_BUTTON_STEP,
  STAKE_STEP,
} from './betslip.constants';
export {
  americanToDecimal,
  decimalToAmerican,
  decimalToFractional,
  formatOdds,
  fractionalToDecimal,
} from './oddsFormat.calc';
export { InvalidOddsError } from './oddsFormat.errors';
export {
  betslipTypeFor,
  canBet,
  canSelectBetslipType,
  isEmptyStake,
  multipleCalculation,
  parseStakeInput,
  placeBetPayload,
  possibleWin,
  roundStake,
  singleCalculation,
  stakeForPlacing,
  stepStake,
  totalRate,
} from './betslip.calc';
export type { PickStake } from './betslip.calc';
export {
  betslipOddSchema,
  betslipSchema,
  calculationSchema,
  multipleBetSchema,
  placedBetSchema,
  placeBetRefusalSchema,
} from './betslip.schema';
export type { BetslipData, BetslipOdd, Calculation, MultipleBet, PlaceBetRefusal, PlacedBet } from './betslip.schema';
export { calculatePayloadSchema, placeBetPayloadSchema } from './betslipRequest.schema';
export type { CalculatePayload, PlaceBetPayload } from './betslipRequest.schema';
