import type { Locale } from '../i18n/locale.ts';
import { bannerUrls } from './media.ts';
import type { BannerArt } from './sliders.ts';

interface PromotionSource {
  id: number;
  name: string;
  colors: readonly [string, string];
  text: Record<Locale, { title: string; subline: string; description: string }>;
}

const promotions: readonly PromotionSource[] = [
  {
    id: 1,
    name: 'welcome-100',
    colors: ['#5b21b6', '#db2777'],
    text: {
      tr: {
        title: 'İlk yatırıma %100 hoş geldin bonusu',
        subline: '5.000 ₺ değerine kadar',
        description:
          '<p>Oyna ailesine hoş geldin! İlk yatırımına <strong>%100</strong>, en fazla <strong>5.000 ₺</strong> bonus ekliyoruz.</p>' +
          '<h3>Nasıl katılırım?</h3><ol><li>Üye ol ve telefon numaranı doğrula.</li><li>En az 100 ₺ yatırım yap.</li><li>Bonus, yatırımın onaylanınca hesabına eklenir.</li></ol>' +
          '<p>Çevrim şartı 12 kattır; kurallar için <a href="/pages/5">Bonus Kuralları</a> sayfasına göz at.</p>',
      },
      en: {
        title: '100% welcome bonus on your first deposit',
        subline: 'Up to ₺5,000',
        description:
          '<p>Welcome to Oyna! We add a <strong>100%</strong> bonus of up to <strong>₺5,000</strong> to your first deposit.</p>' +
          '<h3>How to take part</h3><ol><li>Sign up and verify your phone number.</li><li>Deposit at least ₺100.</li><li>The bonus is credited once your deposit is confirmed.</li></ol>' +
          '<p>Wagering requirement 12x; see the <a href="/pages/5">Bonus Terms</a> for the rules.</p>',
      },
    },
  },
  {
    id: 2,
    name: 'weekend-reload',
    colors: ['#7c2d12', '#f97316'],
    text: {
      tr: {
        title: 'Hafta sonu %25 yatırım bonusu',
        subline: 'Her cumartesi ve pazar',
        description:
          '<p>Cumartesi ve pazar günleri yapacağın <strong>tüm yatırımlara %25</strong>, en fazla 2.500 ₺ bonus seni bekliyor.</p>' +
          '<p>Bonus, yatırımın onaylandığı anda hesabına eklenir; çevrim şartı 10 kattır.</p>',
      },
      en: {
        title: '25% weekend reload bonus',
        subline: 'Every Saturday and Sunday',
        description:
          '<p>Every deposit you make on Saturday and Sunday earns a <strong>25% bonus</strong>, up to ₺2,500.</p>' +
          '<p>The bonus is credited as soon as the deposit is confirmed; wagering requirement 10x.</p>',
      },
    },
  },
  {
    id: 3,
    name: 'live-casino-cashback',
    colors: ['#065f46', '#0ea5e9'],
    text: {
      tr: {
        title: 'Canlı casinoda günlük %15 kayıp bonusu',
        subline: 'Her gün saat 10:00’da hesabında',
        description:
          '<p>Canlı casino masalarında bir gün içindeki net kaybının <strong>%15</strong>’i ertesi sabah 10:00’da hesabına yatırılır.</p>' +
          '<ul><li>En az kayıp tutarı 200 ₺, en fazla iade 10.000 ₺.</li><li>Kayıp bonusunun çevrim şartı 1 kattır.</li></ul>',
      },
      en: {
        title: '15% daily live casino cashback',
        subline: 'In your account every day at 10:00',
        description:
          '<p>We pay <strong>15%</strong> of your net losses at the live casino tables back into your account at 10:00 the next morning.</p>' +
          '<ul><li>Minimum loss ₺200, maximum cashback ₺10,000.</li><li>Cashback carries a 1x wagering requirement.</li></ul>',
      },
    },
  },
  {
    id: 4,
    name: 'combo-boost',
    colors: ['#15803d', '#84cc16'],
    text: {
      tr: {
        title: 'Kombine bahislerde %50’ye varan oran artışı',
        subline: '5 ve üzeri maçlık kuponlar',
        description:
          '<p>5 veya daha fazla maçtan oluşan kombine kuponlarında kazancın <strong>%50’ye kadar</strong> artar.</p>' +
          '<table><thead><tr><th>Maç sayısı</th><th>Artış</th></tr></thead><tbody><tr><td>5–6</td><td>%10</td></tr><tr><td>7–9</td><td>%25</td></tr><tr><td>10+</td><td>%50</td></tr></tbody></table>' +
          '<p>Her seçimin oranı en az 1,30 olmalıdır.</p>',
      },
      en: {
        title: 'Up to 50% boost on combo bets',
        subline: 'Slips with five or more picks',
        description:
          '<p>Combo slips with five or more picks win up to <strong>50% more</strong>.</p>' +
          '<table><thead><tr><th>Picks</th><th>Boost</th></tr></thead><tbody><tr><td>5–6</td><td>10%</td></tr><tr><td>7–9</td><td>25%</td></tr><tr><td>10+</td><td>50%</td></tr></tbody></table>' +
          '<p>Every pick must have odds of at least 1.30.</p>',
      },
    },
  },
];

/** A promotion of `cms/promotions`: its card shows `images[0]`, its detail `images[1]`; `description` is HTML the site sanitises. */
export interface Promotion {
  id: number;
  title: string;
  images: string[];
  description: string;
}

const imagePrefix = 'promotion-';

export const promotionList = (locale: Locale): Promotion[] =>
  promotions.map(({ id, name, text }) => ({
    id,
    title: text[locale].title,
    images: bannerUrls(`${imagePrefix}${name}.${locale}`),
    description: text[locale].description,
  }));

/** The artwork behind a promotion's image name (`promotion-welcome-100.tr`), or null. */
export function promotionArt(imageName: string): BannerArt | null {
  const [name = '', locale] = imageName.split('.');
  const promotion = promotions.find((candidate) => `${imagePrefix}${candidate.name}` === name);
  if (!promotion || (locale !== 'tr' && locale !== 'en')) return null;
  const { title, subline } = promotion.text[locale];
  return { headline: title, subline, colors: promotion.colors };
}
