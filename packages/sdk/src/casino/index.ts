export { gameSchema } from './casino.schema';
export type { Game } from './casino.schema';
export { GameRouteError, decodeGameRoute, encodeGameRoute } from './gameRoute.calc';
export {
  LaunchPlatform,
  LaunchProvider,
  MAIN_PROVIDER_IDS,
  closesOnLaunchFailure,
  isGameExitMessage,
  launchProviderOf,
  launchRequest,
  launchTarget,
} from './gameLaunch.calc';
export type { LaunchContext, LaunchRequest, LaunchTarget } from './gameLaunch.calc';
export {
  JACKPOT_ASSET_BASE,
  JACKPOT_CARD_NAMES,
  JACKPOT_LEVEL_COUNT,
  JACKPOT_SENTINEL_LEVEL,
  jackpotCards,
} from './jackpot.calc';
export type { JackpotCard, JackpotCardName, JackpotCardOptions } from './jackpot.calc';
export { isFavouriteGame, toggleFavouriteGamePayload } from './gameFavourite.calc';
