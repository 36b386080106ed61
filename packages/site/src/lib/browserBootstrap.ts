import type { Bootstrap } from '@oyna/sdk/bootstrap';
import { catalogs } from '@oyna/sdk/i18n';
import { bundledFeatureTexts } from '@oyna/ui';

/**
 * The bootstrap fields that code running in the browser reads: the menu (languages, site options),
 * the footer (content categories, site options), the banner carousels (slides: they swipe and play
 * in the browser), the casino lobby (its categories, and the jackpot cards it refreshes), the
 * sign-up form (the trial bonus it offers) and every island's texts (translations). The popup only
 * the server render uses, so it is not sent again inside the page. `browserBootstrap.test.ts` fails
 * when a widget starts reading another one.
 */
export const BROWSER_BOOTSTRAP_FIELDS = [
  'casinoCategoryList',
  'categoryList',
  'egtJackpotCards',
  'jackpotCards',
  'languageList',
  'siteOptionList',
  'sliderList',
  'translationList',
  'trialBonusAmount',
] as const;

export type BrowserBootstrap = Pick<Bootstrap, (typeof BROWSER_BOOTSTRAP_FIELDS)[number]>;

/**
 * What the page inlines for the browser to seed its client with (`BOOTSTRAP_ELEMENT_ID`). A
 * translation equal to the bundled text of the page's language (the SDK's, or a dialog's own) is left
 * out: without it the browser shows the bundled text, which is the same.
 */
export function browserBootstrap(bootstrap: Bootstrap, locale: string): BrowserBootstrap {
  const bundled: Readonly<Record<string, string>> = {
    ...catalogs[locale as keyof typeof catalogs],
    ...bundledFeatureTexts(locale),
  };
  // Later entries win, as in createTranslate: decide on the value the browser would end up with.
  const texts = new Map(bootstrap.translationList.map(({ key, value }) => [key, value]));
  return {
    casinoCategoryList: bootstrap.casinoCategoryList,
    categoryList: bootstrap.categoryList,
    egtJackpotCards: bootstrap.egtJackpotCards,
    jackpotCards: bootstrap.jackpotCards,
    languageList: bootstrap.languageList,
    siteOptionList: bootstrap.siteOptionList,
    sliderList: bootstrap.sliderList,
    trialBonusAmount: bootstrap.trialBonusAmount,
    translationList: [...texts].filter(([key, value]) => bundled[key] !== value).map(([key, value]) => ({ key, value })),
  };
}
