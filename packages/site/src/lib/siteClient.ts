import { createOyna, type OynaClient } from '@oyna/sdk';
import { bootstrapOf, bootstrapSchema, type Bootstrap } from '@oyna/sdk/bootstrap';
import { BackendPath } from '@oyna/sdk/http';
import { StorageKey, createMemoryStorage } from '@oyna/sdk/platform';
import { goHomeAfterLogout } from '@oyna/sdk/session';
import { LOCALE_COOKIE } from './locale';

export const BOOTSTRAP_ELEMENT_ID = 'oyna-bootstrap';
/** The `<meta>` that tells the browser client where the match tracker is. */
export const TRACKER_META_NAME = 'oyna-tracker-base';

const serverClients = new Map<string, OynaClient>();
let browserClient: OynaClient | null = null;

/**
 * The one SDK client every island of the page shares. On the server each language has a guest
 * client holding that language's bootstrap, which is all the anonymous shell needs; no player data
 * ever lives on the server.
 */
export function siteClient(locale: string, bootstrap?: Bootstrap | null, trackerBase?: string): OynaClient {
  if (typeof window === 'undefined') {
    let client = serverClients.get(locale);
    if (!client) {
      client = createOyna({
        locale,
        trackerBase,
        platform: { storage: createMemoryStorage(), sessionStorage: createMemoryStorage() },
      });
      serverClients.set(locale, client);
    }
    if (bootstrap) bootstrapOf(client).seed(bootstrap);
    return client;
  }
  browserClient ??= createBrowserClient();
  return browserClient;
}

function readRenderedBootstrap(): Bootstrap | null {
  const text = document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = bootstrapSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function createBrowserClient(): OynaClient {
  const trusted = (import.meta.env.PUBLIC_OYNA_TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin: string) => origin.trim())
    .filter(Boolean);
  const client = createOyna({
    // The site serves the API, the sportsbook API and the hubs from its root, whatever the page.
    apiBase: BackendPath.api,
    sbApiBase: BackendPath.sbApi,
    hubBase: BackendPath.hub,
    locale: document.documentElement.lang || undefined,
    trustedOrigins: trusted,
    // The spec's: the home page after 300 ms, rendered again for a guest.
    afterLogout: goHomeAfterLogout,
    trackerBase: document.querySelector<HTMLMetaElement>(`meta[name="${TRACKER_META_NAME}"]`)?.content || undefined,
    platform: {
      reload() {
        // The server renders in the cookie's language, so a language change must reach it.
        const lang = localStorage.getItem(StorageKey.lang);
        if (lang) document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
        location.reload();
      },
    },
  });
  // Seeded at once, so islands that hydrate before start-up already show the server's texts.
  const rendered = readRenderedBootstrap();
  if (rendered) bootstrapOf(client).seed(rendered);
  return client;
}
