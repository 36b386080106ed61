import type { ServerResponse } from 'node:http';

/** Who may frame the site (`frame-ancestors`): a partner who embeds it adds its origin here. */
export const FRAME_ANCESTORS_ENV = 'OYNA_FRAME_ANCESTORS';

/**
 * The `frame-ancestors` sources: 'self' plus the origins in `OYNA_FRAME_ANCESTORS` (separated by
 * commas or spaces). Anything that is not an http(s) origin is ignored rather than trusted.
 */
export function frameAncestors(env: Record<string, string | undefined> = process.env): string {
  const origins = (env[FRAME_ANCESTORS_ENV] ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        return /^https?:$/.test(url.protocol) && url.origin === entry.replace(/\/$/, '') ? [url.origin] : [];
      } catch {
        return [];
      }
    });
  return ["'self'", ...new Set(origins)].join(' ');
}

/** Headers every response of the site carries, pages, assets and proxied calls alike. */
export function securityHeaders(ancestors: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()',
    // Browsers that predate frame-ancestors; only meaningful while no partner is allowed.
    ...(ancestors === "'self'" ? { 'x-frame-options': 'SAMEORIGIN' } : {}),
  };
}

/**
 * Sets the security headers on a response, and adds `frame-ancestors` to the content security policy
 * the page sets (Astro writes its hash-based policy while rendering; the directive only works as a
 * header, never in a meta tag).
 */
export function applySecurityHeaders(res: ServerResponse, ancestors: string): void {
  for (const [name, value] of Object.entries(securityHeaders(ancestors))) res.setHeader(name, value);
  const withAncestors = (policy: unknown) =>
    typeof policy === 'string' && !/frame-ancestors/i.test(policy)
      ? `${policy.replace(/[;\s]+$/, '')}; frame-ancestors ${ancestors}`
      : policy;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // Astro passes its headers to writeHead; others set them before.
    const headers = args.find((arg, index) => index > 0 && arg !== null && typeof arg === 'object' && !Array.isArray(arg));
    if (headers) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'content-security-policy') {
          (headers as Record<string, unknown>)[name] = withAncestors((headers as Record<string, unknown>)[name]);
        }
      }
    }
    const policy = this.getHeader('content-security-policy');
    if (policy !== undefined) this.setHeader('content-security-policy', withAncestors(policy) as string);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
