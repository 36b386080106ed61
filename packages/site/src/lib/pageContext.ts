import type { Bootstrap } from '@oyna/sdk/bootstrap';
import { loadCatalog } from '@oyna/sdk/i18n';
import { trackerBaseUrl } from '../../server/tracker.config';
import { requestLocale } from './locale';
import { serverBootstrap } from './serverBootstrap';
import { coverScriptHash, type ScriptHash } from './serverCoverScript';

export interface PageContext {
  locale: string;
  /** `null` when the back end is down: the shell renders with the bundled texts. */
  bootstrap: Bootstrap | null;
  /** The CSP hash of the CMS cover script, when there is one. */
  coverHash: ScriptHash | null;
  /** Where the live match tracker is loaded from (`OYNA_TRACKER_URL`). */
  trackerBase: string;
}

export async function loadPageContext(cookies: Parameters<typeof requestLocale>[0]): Promise<PageContext> {
  const locale = requestLocale(cookies);
  // The catalogue is in before rendering: a widget waiting for it on the server would stream in late.
  const [bootstrap, coverHash] = await Promise.all([serverBootstrap(locale), coverScriptHash(), loadCatalog(locale)]);
  return { locale, bootstrap, coverHash, trackerBase: trackerBaseUrl() };
}
