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
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()',
    // Browsers that predate frame-ancestors; only meaningful while no partner is allowed.
    ...(ancestors === "'self'" ? { 'x-frame-options': 'SAMEORIGIN' } : {}),
  };
}

/** Adds `directive` to a policy that does not have it yet. */
const withDirective = (policy: string, directive: string, sources: string) =>
  new RegExp(`(^|;)\\s*${directive}\\s`, 'i').test(policy) ? policy : `${policy.replace(/[;\s]+$/, '')}; ${directive} ${sources}`;

/**
 * Sets the security headers on a response, and adds `frame-ancestors` (who may frame the site) and
 * `frame-src` (what the site may frame: itself and the match tracker) to the content security policy
 * the page sets. Astro writes its hash-based policy while rendering; frame-ancestors only works as a
 * header, and the tracker's origin is configuration read at run time.
 */
export function applySecurityHeaders(res: ServerResponse, ancestors: string, frames = "'self'"): void {
  for (const [name, value] of Object.entries(securityHeaders(ancestors))) res.setHeader(name, value);
  const withFrameDirectives = (policy: unknown) =>
    typeof policy === 'string' ? withDirective(withDirective(policy, 'frame-ancestors', ancestors), 'frame-src', frames) : policy;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // Astro passes its headers to writeHead; others set them before.
    const headers = args.find((arg, index) => index > 0 && arg !== null && typeof arg === 'object' && !Array.isArray(arg));
    if (headers) {
      for (const name of Object.keys(headers)) {
        if (name.toLowerCase() === 'content-security-policy') {
          (headers as Record<string, unknown>)[name] = withFrameDirectives((headers as Record<string, unknown>)[name]);
        }
      }
    }
    const policy = this.getHeader('content-security-policy');
    if (policy !== undefined) this.setHeader('content-security-policy', withFrameDirectives(policy) as string);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
