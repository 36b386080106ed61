import type { Locale } from '../i18n/locale.ts';
import { iconUrl } from './media.ts';

interface CasinoCategorySource {
  id: number;
  name: Record<Locale, string>;
  /** Catalogue categories this lobby tab gathers. */
  slugList: string[];
  /** Drawn as an icon when set; tabs without one show text only. */
  icon: { glyph: string; colors: readonly [string, string] } | null;
}

const casinoCategories: readonly CasinoCategorySource[] = [
  { id: 1, name: { tr: 'Popüler', en: 'Popular' }, slugList: ['popular'], icon: { glyph: '★', colors: ['#f59e0b', '#ef4444'] } },
  { id: 2, name: { tr: 'Yeni Oyunlar', en: 'New Games' }, slugList: ['new'], icon: { glyph: 'N', colors: ['#22c55e', '#0ea5e9'] } },
  { id: 3, name: { tr: 'Slot', en: 'Slots' }, slugList: ['video-slots', 'classic-slots'], icon: { glyph: '7', colors: ['#db2777', '#7c3aed'] } },
  { id: 4, name: { tr: 'Jackpot', en: 'Jackpots' }, slugList: ['jackpot'], icon: { glyph: '$', colors: ['#eab308', '#166534'] } },
  { id: 5, name: { tr: 'Megaways', en: 'Megaways' }, slugList: ['megaways'], icon: null },
  { id: 6, name: { tr: 'Canlı Casino', en: 'Live Casino' }, slugList: ['live-casino'], icon: { glyph: '♠', colors: ['#0f766e', '#111827'] } },
  { id: 7, name: { tr: 'Rulet', en: 'Roulette' }, slugList: ['roulette', 'live-roulette'], icon: { glyph: '●', colors: ['#b91c1c', '#111827'] } },
  { id: 8, name: { tr: 'Blackjack', en: 'Blackjack' }, slugList: ['blackjack', 'live-blackjack'], icon: { glyph: '♣', colors: ['#1e3a8a', '#111827'] } },
  { id: 9, name: { tr: 'Bakara', en: 'Baccarat' }, slugList: ['baccarat', 'live-baccarat'], icon: { glyph: '♦', colors: ['#9f1239', '#111827'] } },
  { id: 10, name: { tr: 'Crash Oyunları', en: 'Crash Games' }, slugList: ['crash', 'aviator'], icon: { glyph: '↗', colors: ['#dc2626', '#f97316'] } },
  { id: 11, name: { tr: 'TV Oyunları', en: 'TV Games' }, slugList: ['tv-games'], icon: null },
  { id: 12, name: { tr: 'Tombala', en: 'Bingo' }, slugList: ['bingo'], icon: null },
];

export interface CasinoCategory {
  id: number;
  name: string;
  slugList: string[];
  imageUrl: string | null;
}

export const casinoCategoryList = (locale: Locale): CasinoCategory[] =>
  casinoCategories.map(({ id, name, slugList, icon }) => ({
    id,
    name: name[locale],
    slugList: [...slugList],
    imageUrl: icon ? iconUrl(`casino-category-${id}`) : null,
  }));

/** The icon artwork of a casino category (`casino-category-3`), or null. */
export function casinoCategoryIcon(iconName: string): { glyph: string; colors: readonly [string, string] } | null {
  const match = /^casino-category-(\d+)$/.exec(iconName);
  if (!match) return null;
  return casinoCategories.find((category) => category.id === Number(match[1]))?.icon ?? null;
}
