import { OynaError } from '../errors/oyna.errors';

/** Why a game could not be launched before (or instead of) asking the server. */
export type GameLaunchProblem = 'loginRequired' | 'unknownProvider' | 'emptyAnswer';

/** A launch that never reached, or came back without, a playable game. */
export class GameLaunchError extends OynaError {
  readonly problem: GameLaunchProblem;
  constructor(problem: GameLaunchProblem, message: string) {
    super(`game-launch/${problem}`, message);
    this.name = 'GameLaunchError';
    this.problem = problem;
  }
}
