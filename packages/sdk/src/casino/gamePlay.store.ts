import { atom, type ReadableAtom } from 'nanostores';
import type { OynaClient } from '../client/createOyna';
import type { OynaError } from '../errors/oyna.errors';
import type { Game } from './casino.schema';
import { casinoOf, type LaunchOptions, type LaunchResult } from './casino.store';
import type { LaunchTarget } from './gameLaunch.calc';
import { isExitFromGame, launchOrigin, type GameFrame } from './gamePlay.calc';

/** The game being played, in the modal or on the play page: one at a time per client. */
export type GamePlayState = { game: Game; options: LaunchOptions } & (
  | {
      /** `launching`: the first launch ('Loading...'); `reloading`: after refresh ('Game will be reloaded...'). */
      status: 'launching' | 'reloading';
    }
  | { status: 'ready'; target: LaunchTarget }
  | { status: 'failed'; error: OynaError; closes: boolean }
);

export interface GamePlay {
  readonly $play: ReadableAtom<GamePlayState | null>;
  /** Launches a game (closing any other); resolves with the launch, the state follows it. */
  open(game: Game, options: LaunchOptions): Promise<LaunchResult>;
  /** Clears the launch, shows the reload notice and launches the same game again. */
  refresh(): Promise<LaunchResult | null>;
  /** Stops playing: forgets the game and its frame. */
  close(): void;
  /**
   * Names the window of the frame the game plays in (`iframe.contentWindow`). Only its `exit`
   * message, from the launch's origin, ends the game. A frame that gives its document an opaque
   * origin (sandboxed without same-origin) passes `'null'`. Returns the undo.
   */
  attachFrame(frameWindow: unknown, origin?: string): () => void;
  /** Called when the game asked to leave (its `exit` message), just before the play closes. */
  onExit(listener: (game: Game) => void): () => void;
}

const GAME_PLAY = Symbol('oyna.casino.play');

/** The game play of a client: launch, refresh, the game's exit. */
export function gamePlayOf(client: OynaClient): GamePlay {
  return client.domain(GAME_PLAY, createGamePlay);
}

function createGamePlay(client: OynaClient): GamePlay {
  const casino = casinoOf(client);
  const $play = atom<GamePlayState | null>(null);
  const exitListeners = new Set<(game: Game) => void>();
  let frame: GameFrame | null = null;
  let launchSeq = 0;

  // The game's exit message is listened for while a game is open.
  let stopListening: (() => void) | null = null;
  const listenForExit = () => {
    stopListening ??= client.track(
      client.platform.onMessage((message) => {
        const playing = $play.get();
        if (!playing || !isExitFromGame(message, frame)) return;
        for (const listener of [...exitListeners]) listener(playing.game);
        close();
      }),
    );
  };

  async function launch(game: Game, options: LaunchOptions, status: 'launching' | 'reloading') {
    const seq = ++launchSeq;
    frame = null;
    listenForExit();
    $play.set({ game, options, status });
    const result = await casino.launchGame(game, options);
    if (seq === launchSeq) {
      $play.set(
        result.status === 'launched'
          ? { game, options, status: 'ready', target: result.target }
          : { game, options, status: 'failed', error: result.error, closes: result.closes },
      );
    }
    return result;
  }

  function close() {
    launchSeq++;
    frame = null;
    stopListening?.();
    stopListening = null;
    $play.set(null);
  }

  return {
    $play,
    open: (game, options) => launch(game, options, 'launching'),
    async refresh() {
      const playing = $play.get();
      return playing ? launch(playing.game, playing.options, 'reloading') : null;
    },
    close,
    attachFrame(frameWindow, origin) {
      const playing = $play.get();
      if (playing?.status !== 'ready') return () => {};
      const attached: GameFrame = { window: frameWindow, origin: origin ?? launchOrigin(playing.target) };
      frame = attached;
      return () => {
        if (frame === attached) frame = null;
      };
    },
    onExit(listener) {
      exitListeners.add(listener);
      return client.track(() => void exitListeners.delete(listener));
    },
  };
}
