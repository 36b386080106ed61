import { jackpotLook } from '../content/jackpots.ts';
import type { RoutePlugin } from '../routes/route.types.ts';
import { JACKPOT_ART_FILES, type JackpotArtFile } from './art.urls.ts';
import { gameArtSvg, jackpotBackgroundSvg, jackpotLogoSvg, providerLogoSvg } from './art.svg.ts';
import { providerById } from './providers.ts';

// The artwork never changes for a given address, so browsers and the site may keep it a week.
const ART_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=604800, immutable',
};

/** `name.svg` → `name` when the name is a plain code (letters, digits, `_`, `-`); anything else is not ours. */
const svgName = (file: string): string | null => /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(file)?.[1] ?? null;

/**
 * The casino's artwork, drawn by the sandbox: game thumbnails, provider logos and jackpot card
 * images. Public: images are fetched by `<img>`, which sends no token.
 */
export const casinoArtRoutes: RoutePlugin = async (app, { services }) => {
  const publicRoute = { config: { access: 'public' as const } };
  const { games } = services.casino;

  app.get<{ Params: { file: string } }>('/game/:file', publicRoute, async (request, reply) => {
    const code = svgName(request.params.file);
    const game = code ? games.findByCode(code) : null;
    const provider = game ? providerById(game.providerId) : undefined;
    if (!game?.hasArt || !provider) return reply.callNotFound();
    return reply.headers(ART_HEADERS).send(gameArtSvg(game, provider));
  });

  app.get<{ Params: { file: string } }>('/provider/:file', publicRoute, async (request, reply) => {
    const id = svgName(request.params.file);
    const provider = id && /^\d+$/.test(id) ? providerById(Number(id)) : undefined;
    if (!provider) return reply.callNotFound();
    return reply.headers(ART_HEADERS).send(providerLogoSvg(provider));
  });

  app.get<{ Params: { folder: string; file: string } }>('/jackpots/:folder/:file', publicRoute, async (request, reply) => {
    const jackpot = jackpotLook(request.params.folder);
    const file = svgName(request.params.file);
    if (!jackpot || !JACKPOT_ART_FILES.includes(file as JackpotArtFile)) return reply.callNotFound();
    const svg = file === 'logo' ? jackpotLogoSvg(jackpot.instanceName, jackpot.look) : jackpotBackgroundSvg(jackpot.look);
    return reply.headers(ART_HEADERS).send(svg);
  });
};
