export { casinoOf } from './casino.store';
export type { Casino, GameList, GameQuery, GameSearch, LaunchOptions, LaunchResult } from './casino.store';
export { gameFavouritesOf } from './gameFavourites.store';
export type { FavouriteGames, FavouriteToggleResult, GameFavourites } from './gameFavourites.store';
export { jackpotsOf } from './jackpots.store';
export type { Jackpots } from './jackpots.store';
export { gamePlayOf } from './gamePlay.store';
export type { GamePlay, GamePlayState } from './gamePlay.store';
export {
  getCategoryGames,
  getEgtJackpots,
  getFavouriteGames,
  getLaunchData,
  searchGames,
  toggleFavouriteGame,
} from './casino.api';
export {
  categoryGamesSchema,
  egtJackpotsSchema,
  favouriteGamesSchema,
  gameSchema,
  gameSearchSchema,
  launchSchema,
  toggleFavouriteSchema,
} from './casino.schema';
export type { Game } from './casino.schema';
export { GAME_SEARCH_DEBOUNCE_MS, GAME_SEARCH_MIN_LENGTH, JACKPOT_REFRESH_MS } from './casino.constants';
export { GameLaunchError } from './casino.errors';
export type { GameLaunchProblem } from './casino.errors';
export { GameRouteError, decodeGameRoute, encodeGameRoute, gamePlayHref } from './gameRoute.calc';
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
export { isExitFromGame, launchOrigin } from './gamePlay.calc';
export type { GameFrame } from './gamePlay.calc';
export { LOBBY_PATHS, LOBBY_SLUGS, Lobby, inLobby, lobbyCategories, searchesLive } from './lobby.calc';
export type { CasinoCategory } from './lobby.calc';
export {
  JACKPOT_ASSET_BASE,
  JACKPOT_CARD_NAMES,
  JACKPOT_LEVEL_COUNT,
  JACKPOT_SENTINEL_LEVEL,
  jackpotCards,
} from './jackpot.calc';
export type { JackpotCard, JackpotCardName, JackpotCardOptions } from './jackpot.calc';
export { isFavouriteGame, toggleFavouriteGamePayload, withFavourite } from './gameFavourite.calc';
