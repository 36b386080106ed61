import type { Locale } from '../i18n/locale.ts';
import { bannerUrls } from './media.ts';

/** Artwork of one banner: its texts and colours, drawn by `banner.svg.ts`. */
export interface BannerArt {
  headline: string;
  subline: string;
  colors: readonly [string, string];
}

interface SlideSource {
  slug: string;
  name: string;
  url: string;
  colors: readonly [string, string];
  text: Record<Locale, { headline: string; subline: string }>;
}

/** Banner groups the site shows by slug: the home page, the sportsbook and the casino lobby. */
export const SLIDER_SLUGS = {
  home: 'fcg_home_carousel',
  sportsbook: 'fcg_sportsbook_carousel',
  casino: 'fcg_casino_carousel',
} as const;

const slides: readonly SlideSource[] = [
  {
    slug: SLIDER_SLUGS.home,
    name: 'welcome-bonus',
    url: '/promotions',
    colors: ['#5b21b6', '#db2777'],
    text: {
      tr: { headline: 'İlk yatırımına %100 hoş geldin bonusu', subline: 'Üstelik 250 ₺ deneme bonusu hediye' },
      en: { headline: '100% welcome bonus on your first deposit', subline: 'Plus a ₺250 trial bonus on us' },
    },
  },
  {
    slug: SLIDER_SLUGS.home,
    name: 'live-casino-cashback',
    url: '/casino/live',
    colors: ['#065f46', '#0ea5e9'],
    text: {
      tr: { headline: 'Canlı casinoda her gün %15 kayıp bonusu', subline: 'Rulet, blackjack ve bakara masaları 7/24 açık' },
      en: { headline: '15% daily cashback in the live casino', subline: 'Roulette, blackjack and baccarat tables open 24/7' },
    },
  },
  {
    slug: SLIDER_SLUGS.home,
    name: 'super-lig-odds',
    url: '/spor/prematch',
    colors: ['#b91c1c', '#f59e0b'],
    text: {
      tr: { headline: "Süper Lig'de en yüksek oranlar", subline: 'Her maça 500+ bahis seçeneği' },
      en: { headline: 'Top odds on the Süper Lig', subline: 'More than 500 markets on every match' },
    },
  },
  {
    slug: SLIDER_SLUGS.home,
    name: 'blog-guide',
    url: 'https://blog.oyna.example/yeni-uyeler-rehberi',
    colors: ['#1e3a8a', '#6366f1'],
    text: {
      tr: { headline: 'Yeni üyeler rehberi', subline: 'Bonuslar, ödeme yöntemleri ve sorumlu oyun blogumuzda' },
      en: { headline: 'New player guide', subline: 'Bonuses, payment methods and responsible play on our blog' },
    },
  },
  {
    slug: SLIDER_SLUGS.sportsbook,
    name: 'derby-night',
    url: '/spor/prematch',
    colors: ['#991b1b', '#1d4ed8'],
    text: {
      tr: { headline: 'Derbi heyecanı başlıyor', subline: 'Galatasaray – Fenerbahçe maçına özel artırılmış oranlar' },
      en: { headline: 'Derby night is here', subline: 'Boosted odds for Galatasaray – Fenerbahçe' },
    },
  },
  {
    slug: SLIDER_SLUGS.sportsbook,
    name: 'combo-boost',
    url: '/promotions',
    colors: ['#15803d', '#84cc16'],
    text: {
      tr: { headline: 'Kombine bahislerde %50 oran artışı', subline: '5 ve üzeri maçlık kuponlarda kazancın büyüsün' },
      en: { headline: 'Up to 50% boost on combo bets', subline: 'Bigger wins on slips with five or more picks' },
    },
  },
  {
    slug: SLIDER_SLUGS.sportsbook,
    name: 'live-cashout',
    url: '/spor/live/event-view',
    colors: ['#0f766e', '#22d3ee'],
    text: {
      tr: { headline: 'Canlı bahiste erken ödeme', subline: 'Maç bitmeden kazancını al' },
      en: { headline: 'Cash out during live play', subline: 'Take your winnings before the final whistle' },
    },
  },
  {
    slug: SLIDER_SLUGS.sportsbook,
    name: 'nba-nights',
    url: '/spor/prematch',
    colors: ['#c2410c', '#1e40af'],
    text: {
      tr: { headline: 'NBA geceleri', subline: 'Her maça özel oyuncu performans bahisleri' },
      en: { headline: 'NBA nights', subline: 'Player props on every game' },
    },
  },
  {
    slug: SLIDER_SLUGS.sportsbook,
    name: 'derby-preview',
    url: 'https://blog.oyna.example/derbi-analizi',
    colors: ['#312e81', '#f43f5e'],
    text: {
      tr: { headline: 'Derbi öncesi uzman analizi', subline: 'Kadrolar, istatistikler ve tahminler blogumuzda' },
      en: { headline: 'Expert derby preview', subline: 'Line-ups, statistics and predictions on our blog' },
    },
  },
  {
    slug: SLIDER_SLUGS.casino,
    name: 'slot-of-the-week',
    url: '/casino/slot',
    colors: ['#be185d', '#f472b6'],
    text: {
      tr: { headline: 'Haftanın slotu: Sweet Bonanza', subline: 'Bu hafta 100 bedava dönüş fırsatı' },
      en: { headline: 'Slot of the week: Sweet Bonanza', subline: '100 free spins this week' },
    },
  },
  {
    slug: SLIDER_SLUGS.casino,
    name: 'clover-chance',
    url: '/casino/slot',
    colors: ['#166534', '#eab308'],
    text: {
      tr: { headline: 'Clover Chance jackpotu büyüyor', subline: 'EGT oyunlarında her dönüş bir şans' },
      en: { headline: 'The Clover Chance jackpot keeps growing', subline: 'Every spin on EGT games is a chance' },
    },
  },
  {
    slug: SLIDER_SLUGS.casino,
    name: 'live-roulette',
    url: '/casino/live',
    colors: ['#7f1d1d', '#111827'],
    text: {
      tr: { headline: 'Türkçe canlı rulet masaları', subline: 'Türk krupiyelerle gece gündüz oyun' },
      en: { headline: 'Turkish-speaking live roulette', subline: 'Play with Turkish dealers day and night' },
    },
  },
];

export interface Slide {
  slug: string;
  url: string;
  images: string[];
  /**
   * The offer the artwork shows, in the request language: the spec's slide has no text, yet a
   * picture's words reach nobody who cannot see it, so an operator's CMS gives each slide a title.
   */
  title: string;
}

/** The banner list of bootstrap data in one language. */
export const sliderList = (locale: Locale): Slide[] =>
  slides.map(({ slug, name, url, text }) => ({ slug, url, images: bannerUrls(`${name}.${locale}`), title: text[locale].headline }));

/** The artwork behind a banner image name (`welcome-bonus.tr`), or null for an unknown one. */
export function slideArt(imageName: string): BannerArt | null {
  const [name, locale] = imageName.split('.');
  const slide = slides.find((candidate) => candidate.name === name);
  if (!slide || (locale !== 'tr' && locale !== 'en')) return null;
  return { ...slide.text[locale], colors: slide.colors };
}
