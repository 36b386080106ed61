// @oyna/ui/casino: the lobby, game play and jackpot widgets, kept out of the shell's bundle.
import type { DialogRegistry } from '../dialog/dialog.registry';
import { GamePlayDialog } from './play/GamePlayDialog';

export { CasinoLobby } from './lobby/CasinoLobby';
export type { CasinoLobbyProps } from './lobby/CasinoLobby';
export { CategoryRail } from './lobby/CategoryRail';
export type { CategoryRailProps } from './lobby/CategoryRail';
export { GameSearchField } from './lobby/GameSearchField';
export type { GameSearchFieldProps } from './lobby/GameSearchField';
export { categoryImage, gameArtwork, lobbyContent, lobbyTabs } from './lobby/casinoLobby.model';
export type { LobbyContent, LobbyContentInput, LobbyInput, LobbyTab, LobbyTabView } from './lobby/casinoLobby.model';
export { GameGrid, GameGridSkeleton } from './games/GameGrid';
export type { GameGridProps } from './games/GameGrid';
export { GameTile } from './games/GameTile';
export type { GameTileProps } from './games/GameTile';
export { useGameActions } from './games/useGameActions';
export { GamePlayDialog } from './play/GamePlayDialog';
export type { GamePlayDialogProps } from './play/GamePlayDialog';
export { GamePlayPage, gameOfRoute } from './play/GamePlayPage';
export type { GamePlayPageProps } from './play/GamePlayPage';
export { GameFrame } from './play/GameFrame';
export type { GameFrameProps } from './play/GameFrame';
export { GameStage } from './play/GameStage';
export type { GameStageProps } from './play/GameStage';
export { GAME_FRAME_ALLOW, gameFrameAttributes } from './play/gameFrame.model';
export type { GameFrameAttributes } from './play/gameFrame.model';
export { useGamePlay } from './play/useGamePlay';
export type { UseGamePlayOptions } from './play/useGamePlay';
export { playGame, playGameBySearch, playWay } from './play/playGame';
export type { PlayGameContext, PlayWay } from './play/playGame';
export { JackpotCards } from './jackpots/JackpotCards';
export { jackpotLevels, tweenAmount } from './jackpots/jackpotCards.model';
export type { JackpotLevelView } from './jackpots/jackpotCards.model';

/** The casino's dialogs, for `<DialogHost registry>`: the play modal opened by `playGame` on phones. */
export const casinoDialogs: DialogRegistry = { gamePlay: GamePlayDialog };
