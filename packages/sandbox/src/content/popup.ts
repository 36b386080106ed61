import { createHash } from 'node:crypto';
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
  /** Where the picture leads (a site route or an https address). */
  url: string;
  /**
   * A hash of what the popup shows: a visitor sees a popup once, and again only when the operator
   * changes it (the same popup in another language is another popup).
   */
  hash: string;
}

const POPUP_URL = '/promotions';

const contentHash = (parts: readonly string[]): string => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);

/** The promotional popup of bootstrap data; `description` is HTML the site sanitises. */
export function popup(locale: Locale): Popup {
  const images = bannerUrls(`${POPUP_NAME}.${locale}`);
  const { title, description } = popupText[locale];
  return { images, title, description, url: POPUP_URL, hash: contentHash([...images, title, description, POPUP_URL]) };
}

export function popupArt(imageName: string): BannerArt | null {
  const [name, locale] = imageName.split('.');
  if (name !== POPUP_NAME || (locale !== 'tr' && locale !== 'en')) return null;
  const { headline, subline } = popupText[locale];
  return { headline, subline, colors: POPUP_COLORS };
}
