export { BETSLIP_REQUEST, betslipUnauthorizedPolicy } from './betslip.api';
export { BetStatus, BetslipType, OddsFormat, SelectionResult } from './betslip.enums';
export {
  BETSLIP_VIEW_TYPE,
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
} from './odds.calc';
export { InvalidOddsError } from './odds.errors';
export {
  betslipTypeFor,
  canBet,
  canSelectBetslipType,
  isEmptyStake,
  parseStakeInput,
  possibleWin,
  roundStake,
  stakeForPlacing,
  stepStake,
  totalRate,
} from './betslip.calc';
export {
  calculatePayloadSchema,
  multipleCalculation,
  placeBetPayload,
  placeBetPayloadSchema,
  singleCalculation,
} from './betslip.schema';
export type { CalculatePayload, PickStake, PlaceBetPayload } from './betslip.schema';
