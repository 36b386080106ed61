import { BackendPath } from '@oyna/sdk/http';

/** The paths that belong to the back end; everything else is the site's. */
export const BACKEND_PREFIXES: readonly string[] = Object.values(BackendPath);

export type RequestTarget =
  /** For the back end: the normalised path and the untouched query. */
  | { owner: 'backend'; url: string }
  | { owner: 'site' }
  /** A path no server could read (bad percent-encoding, NUL): answer 400. */
  | { owner: 'invalid' };

/**
 * Decides who answers a request by its path as a server would read it, not as it was sent: percent
 * escapes decoded once, backslashes read as slashes, empty and dot segments resolved. `/api/../X`,
 * `/api/%2e%2e/X`, `/api/..\X` and `/sbapi/api/../../X` all name `/X`, which is the site's. What
 * goes to the back end is that normalised path, each segment escaped again, so the back end's own
 * decoding cannot find a traversal the site did not see.
 */
export function targetOf(rawUrl: string | undefined): RequestTarget {
  const raw = rawUrl ?? '/';
  const queryAt = raw.indexOf('?');
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = queryAt === -1 ? '' : raw.slice(queryAt);
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { owner: 'invalid' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return { owner: 'invalid' };

  const segments: string[] = [];
  for (const segment of decoded.replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = /[\\/]$/.test(decoded) && segments.length > 0 ? '/' : '';
  const path = `/${segments.join('/')}${trailing}`;
  if (!BACKEND_PREFIXES.some((prefix) => path.startsWith(prefix))) return { owner: 'site' };
  return { owner: 'backend', url: `/${segments.map(encodeURIComponent).join('/')}${trailing}${query}` };
}
