/**
 * Where the sandbox serves its casino artwork: under the main API (root-relative, like the CMS
 * media), so the site's proxy reaches it and an `<img>` needs no token.
 */
export const CASINO_ART_PATH = '/api/casino/art';

/** The two images of a jackpot card. */
export const JACKPOT_ART_FILES = ['background', 'logo'] as const;
export type JackpotArtFile = (typeof JACKPOT_ART_FILES)[number];

export const gameArtUrl = (gameCode: string): string => `${CASINO_ART_PATH}/game/${encodeURIComponent(gameCode)}.svg`;
export const providerArtUrl = (providerId: number): string => `${CASINO_ART_PATH}/provider/${providerId}.svg`;
export const jackpotArtUrl = (folder: string, file: JackpotArtFile): string => `${CASINO_ART_PATH}/jackpots/${folder}/${file}.svg`;
