import type { TrustedOrigins } from '../http/trusted.origins.ts';
import type { DatabaseSync } from 'node:sqlite';
import { GameSessionsRepository } from './gameSessions.repository.ts';
import { GamesRepository } from './games.repository.ts';
import type { ProviderId } from './providers.ts';

/** Where the demo games are served: a path on the game origin, with the session as its query. */
export const PLAY_PATH = '/games/play';

/** The game origin from the `gameOrigin` option: `{port}` stands for the port the sandbox listens on. */
export function resolveGameOrigin(option: string | undefined, sandboxUrl: string, port: number): string {
  const origin = new URL((option ?? sandboxUrl).replaceAll('{port}', String(port))).origin;
  if (origin === 'null') throw new Error(`gameOrigin must be an http(s) origin, got ${option}`);
  return origin;
}

/** The casino: its catalogue, the games' sessions, and the launch faults the test hooks switch on. */
export class CasinoService {
  readonly games: GamesRepository;
  readonly sessions: GameSessionsRepository;
  readonly #failing = new Set<ProviderId>();
  #gameOrigin = '';
  /** Origins besides the site's own that a game's exit may lead to (see `trusted.origins.ts`). */
  trustedOrigins: TrustedOrigins = new Set();
  /** The site's own origins, when configured (see `SandboxOptions.siteOrigins`). */
  siteOrigins: TrustedOrigins = new Set();

  constructor(db: DatabaseSync) {
    this.games = new GamesRepository(db);
    this.sessions = new GameSessionsRepository(db);
  }

  /** The origin the demo games are served from (the sandbox's own, unless configured). */
  get gameOrigin(): string {
    return this.#gameOrigin;
  }

  set gameOrigin(origin: string) {
    this.#gameOrigin = origin;
  }

  playUrl(sessionToken: string): string {
    return `${this.#gameOrigin}${PLAY_PATH}?session=${encodeURIComponent(sessionToken)}`;
  }

  setLaunchFailure(providerId: ProviderId, fail: boolean): void {
    if (fail) this.#failing.add(providerId);
    else this.#failing.delete(providerId);
  }

  launchFails(providerId: ProviderId): boolean {
    return this.#failing.has(providerId);
  }

  /** After a sandbox reset: every provider launches again. */
  reset(): void {
    this.#failing.clear();
  }
}
