export { gameSchema } from './game.schema';
export type { Game } from './game.schema';
export { GameRouteError, decodeGameRoute, encodeGameRoute, gamePlayPath } from './game.route';
export {
  LaunchPlatform,
  LaunchProvider,
  MAIN_PROVIDER_IDS,
  closesOnLaunchFailure,
  isGameExitMessage,
  launchProviderOf,
  launchRequest,
  launchTarget,
} from './game.launch';
export type { LaunchContext, LaunchRequest, LaunchTarget } from './game.launch';
export {
  JACKPOT_CARD_NAMES,
  JACKPOT_LEVEL_COUNT,
  JACKPOT_SENTINEL_LEVEL,
  jackpotCards,
} from './jackpot.calc';
export type { JackpotCard, JackpotCardName, JackpotCardOptions } from './jackpot.calc';
export { isFavouriteGame, toggleFavouriteGamePayload } from './game.favourite';
