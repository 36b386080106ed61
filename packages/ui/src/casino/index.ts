// @oyna/ui/casino: the lobby, game play and jackpot widgets, kept out of the shell's bundle.
export { CasinoLobby } from './lobby/CasinoLobby';
export type { CasinoLobbyProps } from './lobby/CasinoLobby';
export { GameGrid } from './games/GameGrid';
export type { GameGridProps } from './games/GameGrid';
export { GameTile } from './games/GameTile';
export type { GameTileProps } from './games/GameTile';
export { GamePlayDialog } from './play/GamePlayDialog.lazy';
export type { GamePlayDialogProps } from './play/GamePlayDialog';
export { GamePlayPage, gameOfRoute } from './play/GamePlayPage';
export type { GamePlayPageProps } from './play/GamePlayPage';
export { GameFrame } from './play/GameFrame';
export type { GameFrameProps } from './play/GameFrame';
export { playGame, playGameBySearch } from './play/playGame';
export type { PlayGameContext } from './play/playGame';
export { JackpotCards } from './jackpots/JackpotCards';
