import type { Locale } from '../i18n/locale.ts';
import { bannerUrls } from './media.ts';
import type { BannerArt } from './sliders.ts';

const POPUP_NAME = 'weekend-reload';

const popupText: Record<Locale, { title: string; description: string; headline: string; subline: string }> = {
  tr: {
    title: 'Hafta sonu %25 yatırım bonusu',
    description:
      '<p>Cumartesi ve pazar günleri yapacağın <strong>tüm yatırımlara %25</strong>, en fazla 2.500 ₺ bonus seni bekliyor.</p>' +
      '<p>Bonus, yatırımın onaylandığı anda hesabına eklenir; çevrim şartı 10 kattır.</p>',
    headline: 'Hafta sonu %25 yatırım bonusu',
    subline: 'En fazla 2.500 ₺, her cumartesi ve pazar',
  },
  en: {
    title: '25% weekend reload bonus',
    description:
      '<p>Every deposit you make on Saturday and Sunday earns a <strong>25% bonus</strong>, up to ₺2,500.</p>' +
      '<p>The bonus is credited as soon as the deposit is confirmed; wagering requirement 10x.</p>',
    headline: '25% weekend reload bonus',
    subline: 'Up to ₺2,500 every Saturday and Sunday',
  },
};

const POPUP_COLORS = ['#7c2d12', '#f97316'] as const;

export interface Popup {
  images: string[];
  title: string;
  description: string;
}

/** The promotional popup of bootstrap data; `description` is HTML the site sanitises. */
export const popup = (locale: Locale): Popup => ({
  images: bannerUrls(`${POPUP_NAME}.${locale}`),
  title: popupText[locale].title,
  description: popupText[locale].description,
});

export function popupArt(imageName: string): BannerArt | null {
  const [name, locale] = imageName.split('.');
  if (name !== POPUP_NAME || (locale !== 'tr' && locale !== 'en')) return null;
  const { headline, subline } = popupText[locale];
  return { headline, subline, colors: POPUP_COLORS };
}
