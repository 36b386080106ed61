import type { OynaClient } from './createOyna';

/**
 * Where an image the back end names can be loaded from. The back end gives its media root-relative
 * (`/api/casino/art/...`, the CMS's uploads): on the operator's own site the page and the API share
 * an origin and the path is right as it is; a partner's page on another origin would ask itself for
 * them, so there a root-relative path is resolved against the API's origin. Absolute addresses, and
 * every address on a page that shares the API's origin (the server renders the same), are unchanged.
 */
export function assetUrl(client: Pick<OynaClient, 'config' | 'platform'>, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const api = new URL(client.config.apiBase);
  return api.origin === new URL(client.platform.baseUrl).origin ? url : new URL(url, api).href;
}
