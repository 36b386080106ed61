import type { Localized } from './sports.catalog.ts';

/**
 * Countries and regions, the feed's groups. `key` is the stable English name a client may store;
 * `name` is shown in the request's language.
 */
export interface Region {
  key: string;
  name: Localized;
  sort: number;
}

const region = (key: string, tr: string, sort: number): Region => ({ key, name: { tr, en: key }, sort });

export const REGIONS = {
  turkey: region('Turkey', 'Türkiye', 1),
  europe: region('Europe', 'Avrupa', 2),
  england: region('England', 'İngiltere', 3),
  spain: region('Spain', 'İspanya', 4),
  italy: region('Italy', 'İtalya', 5),
  germany: region('Germany', 'Almanya', 6),
  france: region('France', 'Fransa', 7),
  greece: region('Greece', 'Yunanistan', 8),
  portugal: region('Portugal', 'Portekiz', 9),
  netherlands: region('Netherlands', 'Hollanda', 10),
  scotland: region('Scotland', 'İskoçya', 11),
  brazil: region('Brazil', 'Brezilya', 12),
  argentina: region('Argentina', 'Arjantin', 13),
  usa: region('USA', 'ABD', 14),
  russia: region('Russia', 'Rusya', 15),
  sweden: region('Sweden', 'İsveç', 16),
  czechia: region('Czechia', 'Çekya', 17),
  // The large world's further countries.
  belgium: region('Belgium', 'Belçika', 20),
  austria: region('Austria', 'Avusturya', 21),
  switzerland: region('Switzerland', 'İsviçre', 22),
  poland: region('Poland', 'Polonya', 23),
  denmark: region('Denmark', 'Danimarka', 24),
  norway: region('Norway', 'Norveç', 25),
  finland: region('Finland', 'Finlandiya', 26),
  croatia: region('Croatia', 'Hırvatistan', 27),
  serbia: region('Serbia', 'Sırbistan', 28),
  hungary: region('Hungary', 'Macaristan', 29),
  romania: region('Romania', 'Romanya', 30),
  slovakia: region('Slovakia', 'Slovakya', 31),
  japan: region('Japan', 'Japonya', 32),
  korea: region('South Korea', 'Güney Kore', 33),
  china: region('China', 'Çin', 34),
  australia: region('Australia', 'Avustralya', 35),
  mexico: region('Mexico', 'Meksika', 36),
  world: region('World', 'Dünya', 98),
  international: region('International', 'Uluslararası', 99),
} as const satisfies Record<string, Region>;
