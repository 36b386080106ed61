import type { WindowMessage } from '../platform/platform.types';
import { isGameExitMessage, type LaunchTarget } from './gameLaunch.calc';

/**
 * The origin a game's messages come from: its URL's origin, or `'null'` for an HTML document in a
 * sandboxed frame without same-origin (the browser gives such a document an opaque origin).
 */
export const launchOrigin = (target: LaunchTarget): string =>
  target.kind === 'url' ? new URL(target.url).origin : 'null';

/** Which frame is playing: its window and the origin its game was launched from. */
export interface GameFrame {
  window: unknown;
  origin: string;
}

/**
 * A request to leave the game: an `exit` message from the game frame's own window and the launch's
 * origin. The same words from any other window (another frame, a popup, the page itself) are ignored.
 */
export const isExitFromGame = (message: WindowMessage, frame: GameFrame | null): boolean =>
  frame !== null &&
  frame.window != null &&
  message.source === frame.window &&
  message.origin === frame.origin &&
  isGameExitMessage(message.data);
