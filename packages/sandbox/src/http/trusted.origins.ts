import type { FastifyRequest } from 'fastify';

/**
 * The origins trusted with the API across origins (a partner's page embedding the widgets, a site on
 * another origin): only they get CORS answers with credentials, and only they, or the site the
 * request came through, may be where a game's exit leads.
 */
export type TrustedOrigins = ReadonlySet<string>;

/** The origin of an http(s) URL, or null for anything else. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The trusted origins from a list of them; anything that is not an http(s) origin is refused. */
export function trustedOrigins(list: readonly string[]): TrustedOrigins {
  return new Set(
    list.map((entry) => {
      const origin = originOf(entry);
      if (!origin || origin !== entry.replace(/\/$/, '').toLowerCase()) throw new Error(`Not an http(s) origin: ${entry}`);
      return origin;
    }),
  );
}

/** The origin the player's browser sent the request to: the site, as its proxy names it, or the sandbox. */
export function siteOriginOf(request: FastifyRequest): string | null {
  const forwardedHost = request.headers['x-forwarded-host'];
  const forwardedProto = request.headers['x-forwarded-proto'];
  const host = typeof forwardedHost === 'string' ? forwardedHost : request.headers.host;
  const protocol = typeof forwardedProto === 'string' ? forwardedProto : request.protocol;
  return host ? originOf(`${protocol}://${host}`) : null;
}

/**
 * Whether a game's lobby (its exit) may lead to `url`: an http(s) address without credentials on the
 * site or a trusted origin. The site is `origins.site` when configured; otherwise the site the launch
 * came through, as the request names it. Anything else would send the player off-site.
 */
export function isSiteUrl(url: string, request: FastifyRequest, origins: { trusted: TrustedOrigins; site: TrustedOrigins }): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  const origin = originOf(url);
  if (origin === null) return false;
  if (origins.trusted.has(origin)) return true;
  return origins.site.size > 0 ? origins.site.has(origin) : origin === siteOriginOf(request);
}
