import type { Game } from './casino.schema';

/** The game providers a launch call exists for. */
export const LaunchProvider = {
  Digitain: 'Digitain',
  PragmaticPlay: 'Pragmatic Play',
  EveryMatrix: 'EveryMatrix',
  Amusnet: 'Amusnet',
  EgtDigital: 'Egt Digital',
  Hub88: 'Hub88',
  SoftGamings: 'SoftGamings',
} as const;
export type LaunchProvider = (typeof LaunchProvider)[keyof typeof LaunchProvider];

/**
 * Which provider launches a game, by its mainProviderId. The spec does not give these numbers;
 * this table is the contract the sandbox seeds its catalogue with.
 */
export const MAIN_PROVIDER_IDS: Readonly<Record<number, LaunchProvider>> = {
  1: LaunchProvider.Digitain,
  2: LaunchProvider.PragmaticPlay,
  3: LaunchProvider.EveryMatrix,
  4: LaunchProvider.Amusnet,
  5: LaunchProvider.EgtDigital,
  6: LaunchProvider.Hub88,
  7: LaunchProvider.SoftGamings,
};

export const launchProviderOf = (game: Pick<Game, 'mainProviderId'>): LaunchProvider | null =>
  MAIN_PROVIDER_IDS[game.mainProviderId] ?? null;

/** Egt Digital and Hub88 take the device as a number. */
export const LaunchPlatform = { Desktop: 1, Mobile: 2 } as const;

export interface LaunchContext {
  isMobile: boolean;
  /** Game language, the player's locale. */
  language: string;
  /** Where the game's lobby button leads (Egt Digital, Hub88). */
  lobbyUrl: string;
}

/** A launch call: the main-API path to POST to and its body. */
export interface LaunchRequest {
  path: string;
  body: Record<string, unknown>;
}

/** Builds the launch call of a game for its provider, exactly as the spec lists them. */
export function launchRequest(provider: LaunchProvider, game: Game, context: LaunchContext): LaunchRequest {
  switch (provider) {
    case LaunchProvider.Digitain:
      return { path: 'casino/dtlaunchurl', body: { code: game.gameCode } };
    case LaunchProvider.PragmaticPlay:
      return { path: 'casino/pragmaticlaunchurl', body: { code: game.gameCode } };
    case LaunchProvider.EveryMatrix:
      return { path: 'casino/emlaunchurl', body: { code: game.gameCode, productId: game.productId } };
    case LaunchProvider.Amusnet:
      return { path: 'casino/amusnetlaunchurl', body: { code: game.gameCode, isMobile: context.isMobile } };
    case LaunchProvider.EgtDigital:
    case LaunchProvider.Hub88:
      return {
        path: provider === LaunchProvider.Hub88 ? 'casino/hub88launchurl' : 'casino/egtlaunchurl',
        body: {
          platform: context.isMobile ? LaunchPlatform.Mobile : LaunchPlatform.Desktop,
          gameCode: game.gameCode,
          language: context.language,
          lobbyUrl: context.lobbyUrl,
        },
      };
    case LaunchProvider.SoftGamings:
      return {
        path: 'casino/softgamingslaunchurl',
        body: { system: game.system, pageCode: game.gameCode, isMobile: context.isMobile ? 1 : 0 },
      };
  }
}

const CLOSES_ON_FAILURE: readonly LaunchProvider[] = [
  LaunchProvider.Amusnet,
  LaunchProvider.EgtDigital,
  LaunchProvider.Hub88,
  LaunchProvider.SoftGamings,
];

/** A failed launch closes the play modal for these providers; the others keep it open. */
export const closesOnLaunchFailure = (provider: LaunchProvider): boolean => CLOSES_ON_FAILURE.includes(provider);

/** What a launch call returned: a URL to load, or (one provider) an HTML page with a script. */
export type LaunchTarget = { kind: 'url'; url: string } | { kind: 'html'; html: string };

export const launchTarget = (data: string): LaunchTarget =>
  /^https?:\/\//i.test(data.trim()) ? { kind: 'url', url: data.trim() } : { kind: 'html', html: data };

/** The game's own page asks to leave: a message whose command is 'exit'. */
export function isGameExitMessage(data: unknown): boolean {
  if (typeof data === 'string') {
    try {
      return isGameExitMessage(JSON.parse(data));
    } catch {
      return false;
    }
  }
  return typeof data === 'object' && data !== null && (data as { command?: unknown }).command === 'exit';
}
