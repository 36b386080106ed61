import { OynaError } from '../errors/oyna.errors';

/** Why a game could not be launched before (or instead of) asking the server. */
export type GameLaunchProblem = 'loginRequired' | 'unknownProvider' | 'emptyAnswer';

/** A launch that never reached, or came back without, a playable game. */
export class GameLaunchError extends OynaError {
  readonly problem: GameLaunchProblem;
  constructor(problem: GameLaunchProblem, message: string) {
    super('gameLaunch', message);
    this.name = 'GameLaunchError';
    this.problem = problem;
  }
}

/** The game data in a /casino/play/{data} route could not be read. */
export class GameRouteError extends OynaError {
  readonly data: string;
  constructor(data: string, cause: unknown) {
    super('gameRoute', 'The game link is damaged', { cause });
    this.name = 'GameRouteError';
    this.data = data;
  }
}
