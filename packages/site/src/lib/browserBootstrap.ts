import type { Bootstrap } from '@oyna/sdk/bootstrap';
import { loadedCatalog } from '@oyna/sdk/i18n';
import { bundledFeatureTexts } from '@oyna/ui/texts';

/**
 * What the page inlines for the browser to seed its client with (`BOOTSTRAP_ELEMENT_ID`): every field
 * of the bootstrap the server rendered from. Start-up does not fetch it again, so a field left out
 * would be empty in the browser (the popup, the domain banner). A translation equal to the bundled
 * text of the page's language (the SDK's, or a dialog's own) is left out: without it the browser
 * shows the bundled text, which is the same. The language's catalogue has loaded (`loadPageContext`).
 */
export function browserBootstrap(bootstrap: Bootstrap, locale: string): Bootstrap {
  const bundled: Readonly<Record<string, string>> = {
    ...loadedCatalog(locale),
    ...bundledFeatureTexts(locale),
  };
  // Later entries win, as in createTranslate: decide on the value the browser would end up with.
  const texts = new Map(bootstrap.translationList.map(({ key, value }) => [key, value]));
  return {
    ...bootstrap,
    translationList: [...texts].filter(([key, value]) => bundled[key] !== value).map(([key, value]) => ({ key, value })),
  };
}
