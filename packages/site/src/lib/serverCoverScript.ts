import { createHash } from 'node:crypto';
import { getCoverScript } from '@oyna/sdk/bootstrap';
import { cachedServerRead, serverCacheMs } from './serverFetch';

export type ScriptHash = `sha256-${string}`;

/** The CSP source (`sha256-…`) of a script text, as browsers compute it. */
export function scriptHash(text: string): ScriptHash {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const readCoverScriptHash = cachedServerRead('cover script', serverCacheMs(), async (client) => {
  const script = await getCoverScript(client);
  return script.trim() ? scriptHash(script) : null;
});

/**
 * The hash of the CMS cover script (`cms/coveryjs`), so the page's policy allows exactly that text
 * when the browser injects it. `null` when the back end has none or is down: then no script runs.
 */
export function coverScriptHash(): Promise<ScriptHash | null> {
  return readCoverScriptHash('any');
}
