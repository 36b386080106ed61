import type { Locale } from '../i18n/locale.ts';
import { casinoCategoryList, type CasinoCategory } from './casinoCategories.ts';
import { egtJackpotCards, jackpotCards, type JackpotCard } from './jackpots.ts';
import { languageList } from './languages.ts';
import { categoryList, type Category } from './pages.ts';
import { popup, type Popup } from './popup.ts';
import { siteOptionList, type SiteOption } from './siteOptions.ts';
import { sliderList, type Slide } from './sliders.ts';
import { translationList } from './translations.ts';

/** Where the site lives now and where it moves next (the domain banner and top bar read this). */
export const DOMAIN_STATUS = { current: 'oyna127.example', next: 'oyna128.example' } as const;
/** The trial bonus offered at sign-up, in TRY. */
export const TRIAL_BONUS_AMOUNT = 250;

/** The start-up data of `cms/grouped`. */
export interface Bootstrap {
  sliderList: Slide[];
  categoryList: Category[];
  casinoCategoryList: CasinoCategory[];
  languageList: { locale: string; name: string }[];
  translationList: { key: string; value: string }[];
  siteOptionList: SiteOption[];
  popup: Popup | null;
  domainStatus: { current: string; next: string | null };
  trialBonusAmount: number;
  egtJackpotCards: JackpotCard[];
  jackpotCards: JackpotCard[];
}

export function buildBootstrap(locale: Locale, now = Date.now()): Bootstrap {
  return {
    sliderList: sliderList(locale),
    categoryList: categoryList(locale),
    casinoCategoryList: casinoCategoryList(locale),
    languageList: languageList.map((language) => ({ ...language })),
    translationList: translationList(locale),
    siteOptionList: siteOptionList(locale),
    popup: popup(locale),
    domainStatus: { ...DOMAIN_STATUS },
    trialBonusAmount: TRIAL_BONUS_AMOUNT,
    egtJackpotCards: egtJackpotCards(now),
    jackpotCards: jackpotCards(now),
  };
}
