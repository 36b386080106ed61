import type { Locale } from '../i18n/locale.ts';
import { iconUrl } from './media.ts';

/**
 * The lobby pages a category's tab appears on: the last part of the site's casino routes
 * (`/casino/slot`, `/casino/live`, `/casino/popular-games`, `/casino/tvbets`).
 */
export const LOBBY_PAGES = ['slot', 'live', 'popular-games', 'tvbets'] as const;
export type LobbyPage = (typeof LOBBY_PAGES)[number];

/** The category ids, which are also the games' `systemCategory` and what `casino/categorygames` takes. */
export const CasinoCategoryId = {
  Popular: 1,
  New: 2,
  Slots: 3,
  Jackpots: 4,
  Megaways: 5,
  LiveCasino: 6,
  Roulette: 7,
  Blackjack: 8,
  Baccarat: 9,
  Crash: 10,
  TvGames: 11,
  Bingo: 12,
  TableGames: 13,
  GameShows: 14,
  KenoScratch: 15,
} as const;
export type CasinoCategoryId = (typeof CasinoCategoryId)[keyof typeof CasinoCategoryId];

interface CasinoCategorySource {
  id: CasinoCategoryId;
  name: Record<Locale, string>;
  slugList: readonly LobbyPage[];
  /** Drawn as an icon when set; tabs without one show the fallback artwork. */
  icon: { glyph: string; colors: readonly [string, string] } | null;
}

const { Popular, New, Slots, Jackpots, Megaways, LiveCasino, Roulette, Blackjack, Baccarat, Crash, TvGames, Bingo, TableGames, GameShows, KenoScratch } =
  CasinoCategoryId;

const casinoCategories: readonly CasinoCategorySource[] = [
  { id: Popular, name: { tr: 'Popüler', en: 'Popular' }, slugList: ['slot', 'popular-games'], icon: { glyph: '★', colors: ['#f59e0b', '#ef4444'] } },
  { id: New, name: { tr: 'Yeni Oyunlar', en: 'New Games' }, slugList: ['slot'], icon: { glyph: 'N', colors: ['#22c55e', '#0ea5e9'] } },
  { id: Slots, name: { tr: 'Slot', en: 'Slots' }, slugList: ['slot'], icon: { glyph: '7', colors: ['#db2777', '#7c3aed'] } },
  { id: Jackpots, name: { tr: 'Jackpot', en: 'Jackpots' }, slugList: ['slot'], icon: { glyph: '$', colors: ['#eab308', '#166534'] } },
  { id: Megaways, name: { tr: 'Megaways', en: 'Megaways' }, slugList: ['slot'], icon: null },
  { id: TableGames, name: { tr: 'Masa Oyunları', en: 'Table Games' }, slugList: ['slot'], icon: { glyph: '♥', colors: ['#be123c', '#1f2937'] } },
  { id: Crash, name: { tr: 'Crash Oyunları', en: 'Crash Games' }, slugList: ['slot', 'popular-games'], icon: { glyph: '↗', colors: ['#dc2626', '#f97316'] } },
  { id: LiveCasino, name: { tr: 'Canlı Casino', en: 'Live Casino' }, slugList: ['live'], icon: { glyph: '♠', colors: ['#0f766e', '#111827'] } },
  { id: Roulette, name: { tr: 'Rulet', en: 'Roulette' }, slugList: ['live'], icon: { glyph: '●', colors: ['#b91c1c', '#111827'] } },
  { id: Blackjack, name: { tr: 'Blackjack', en: 'Blackjack' }, slugList: ['live'], icon: { glyph: '♣', colors: ['#1e3a8a', '#111827'] } },
  { id: Baccarat, name: { tr: 'Bakara', en: 'Baccarat' }, slugList: ['live'], icon: { glyph: '♦', colors: ['#9f1239', '#111827'] } },
  { id: GameShows, name: { tr: 'Canlı Şovlar', en: 'Game Shows' }, slugList: ['live', 'tvbets'], icon: null },
  { id: TvGames, name: { tr: 'TV Oyunları', en: 'TV Games' }, slugList: ['tvbets'], icon: null },
  { id: Bingo, name: { tr: 'Tombala', en: 'Bingo' }, slugList: ['popular-games'], icon: null },
  { id: KenoScratch, name: { tr: 'Keno ve Kazı Kazan', en: 'Keno & Scratch' }, slugList: ['popular-games'], icon: { glyph: 'K', colors: ['#0891b2', '#312e81'] } },
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

export const isCasinoCategoryId = (id: number): id is CasinoCategoryId => casinoCategories.some((category) => category.id === id);

/** The icon artwork of a casino category (`casino-category-3`), or null. */
export function casinoCategoryIcon(iconName: string): { glyph: string; colors: readonly [string, string] } | null {
  const match = /^casino-category-(\d+)$/.exec(iconName);
  if (!match) return null;
  return casinoCategories.find((category) => category.id === Number(match[1]))?.icon ?? null;
}
