import type { Game } from '@oyna/sdk/casino';
import type { UiSandbox } from './sandbox';

/**
 * The site the test clients live on (render.tsx's `baseUrl`): a game's exit (`lobbyUrl`) must lead
 * there, and the sandbox knows the site from the headers its proxy adds.
 */
const SITE = new URL('https://oyna.test/');

export interface CasinoNetwork {
  /** Hand it to `renderWithOyna({ fetch })`. */
  fetch: typeof globalThis.fetch;
  /**
   * Answers calls to paths ending with `path` with a refusal (`success: false` and `message`) until
   * the returned function is called: for what the sandbox never refuses (its search, its favourites,
   * its category lists).
   */
  refuse(path: string, message: string, status?: number): () => void;
}

/**
 * The network of a casino test: every call reaches the sandbox as the site's proxy forwards it (so a
 * launch's exit back to the site is accepted), and one path can be made to refuse.
 */
export function casinoNetwork(base: typeof globalThis.fetch = globalThis.fetch): CasinoNetwork {
  const refusals = new Map<string, { message: string; status: number }>();
  return {
    fetch: async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const refusal = [...refusals].find(([path]) => url.pathname.endsWith(path))?.[1];
      if (refusal) {
        const body = JSON.stringify({ success: false, message: refusal.message, data: null });
        return new Response(body, { status: refusal.status, headers: { 'content-type': 'application/json' } });
      }
      const headers = new Headers(init?.headers);
      headers.set('x-forwarded-host', SITE.host);
      headers.set('x-forwarded-proto', SITE.protocol.slice(0, -1));
      return base(input, { ...init, headers });
    },
    refuse(path, message, status = 200) {
      refusals.set(path, { message, status });
      return () => void refusals.delete(path);
    },
  };
}

/** The games of a lobby category, as `casino/categorygames` answers them. */
export async function categoryGames(sandbox: UiSandbox, categoryId: number, locale = 'en'): Promise<Game[]> {
  const answer = await sandbox.api<Game[]>('casino/categorygames', { body: { systemCategory: [categoryId] }, locale });
  if (!answer.success) throw new Error(`casino/categorygames was refused: ${answer.message}`);
  return answer.data;
}

/** The games a search finds (`casino/games`), the provider groups flattened in order. */
export async function searchedGames(sandbox: UiSandbox, search: string, live = false): Promise<Game[]> {
  const answer = await sandbox.api<{ games: Game[] }[]>('casino/games', { body: { search, live } });
  if (!answer.success) throw new Error(`casino/games was refused: ${answer.message}`);
  return answer.data.flatMap((group) => group.games);
}

/** A game of the catalogue by its name. */
export async function gameNamed(sandbox: UiSandbox, name: string): Promise<Game> {
  const game = (await searchedGames(sandbox, name)).find((candidate) => candidate.name === name);
  if (!game) throw new Error(`The sandbox has no game named ${name}`);
  return game;
}

/** The first game (not a live one) the provider launches. */
export async function gameOf(sandbox: UiSandbox, providerName: string): Promise<Game> {
  const game = (await searchedGames(sandbox, providerName)).find((candidate) => candidate.providerName === providerName);
  if (!game) throw new Error(`The sandbox has no game of ${providerName}`);
  return game;
}

/** The name of the game a play address opens, as the game's page says it. */
export async function gameAt(url: string): Promise<string> {
  const page = await (await fetch(url)).text();
  return new DOMParser().parseFromString(page, 'text/html').title;
}

/** Makes launches through a provider fail (`fail: false` makes them work again). */
export const failLaunches = (sandbox: UiSandbox, provider: string | number, fail = true) =>
  sandbox.hook('casino/launch-failure', { provider, fail });
