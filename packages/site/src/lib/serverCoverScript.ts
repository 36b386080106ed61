import { createHash } from 'node:crypto';
import { createOyna } from '@oyna/sdk';
import { createMemoryStorage } from '@oyna/sdk/platform';
import * as z from 'zod';
import { backendUrl } from '../../server/backend.config';

const TTL_MS = 30_000;
let cached: { at: number; hash: Promise<`sha256-${string}` | null> } | null = null;

/** The CSP source (`sha256-…`) of a script text, as browsers compute it. */
export function scriptHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * The hash of the CMS cover script (`cms/coveryjs`), so the page's policy allows exactly that text
 * when the browser injects it. `null` when the back end has none or is down: then no script runs.
 */
export function coverScriptHash(): Promise<`sha256-${string}` | null> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.hash;
  const client = createOyna({
    apiBase: new URL('/api/', backendUrl()).href,
    platform: { storage: createMemoryStorage(), sessionStorage: createMemoryStorage() },
  });
  const hash = client.http
    .get('cms/coveryjs', z.string())
    .then(({ data }) => (data.trim() ? scriptHash(data) : null))
    .catch(() => {
      cached = null;
      return null;
    });
  cached = { at: Date.now(), hash };
  return hash;
}
