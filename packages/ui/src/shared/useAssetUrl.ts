import { assetUrl } from '@oyna/sdk';
import { useOyna } from '../provider/hooks';

/** Where the back end's media load from on this page (root-relative paths reach the API's origin). */
export function useAssetUrl(): (url: string) => string {
  const client = useOyna();
  return (url) => assetUrl(client, url);
}
