import { bootstrapSchema, type Bootstrap, type JackpotCardData } from '../bootstrap/bootstrap.schema';
import type { Game } from './casino.schema';

/** One game of each launch provider, as the catalogue calls return them. */
export const providerGames = {
  digitain: { gameCode: 'dt-fruit-boom', name: 'Fruit Boom', providerName: 'Digitain', mainProviderId: 1, system: null, productId: null, systemCategory: 3 },
  pragmatic: { gameCode: 'vs20olympgate', name: 'Gates of Olympus', providerName: 'Pragmatic Play', mainProviderId: 2, system: null, productId: null, systemCategory: 3 },
  everyMatrix: { gameCode: 'em-book-of-ra', name: 'Sultan’s Book', providerName: 'EveryMatrix', mainProviderId: 3, system: null, productId: 'em-17', systemCategory: 3 },
  amusnet: { gameCode: 'amn-40-burning', name: '40 Burning Hot', providerName: 'Amusnet', mainProviderId: 4, system: null, productId: null, systemCategory: 3 },
  egt: { gameCode: 'egt-shining-crown', name: 'Shining Crown', providerName: 'Egt Digital', mainProviderId: 5, system: null, productId: null, systemCategory: 3 },
  hub88: { gameCode: 'hub-aviator', name: 'Aviator', providerName: 'Hub88', mainProviderId: 6, system: null, productId: null, systemCategory: 10 },
  softGamings: { gameCode: 'sg-lightning-rulet', name: 'Lightning Rulet', providerName: 'SoftGamings', mainProviderId: 7, system: 'evolution', productId: null, systemCategory: 7 },
} satisfies Record<string, Game>;

export const levels = (count: number, base = 100): JackpotCardData['levelStats'] =>
  Array.from({ length: count }, (_, index) => ({ level: index + 1, amount: base * 10 ** index }));

/** A bootstrap with the casino's parts filled in, the rest empty. */
export function casinoBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    ...bootstrapSchema.parse({
      casinoCategoryList: [
        { id: 1, name: 'Popüler', slugList: ['slot', 'popular-games'], imageUrl: '/api/cms/media/icon/casino-category-1.svg' },
        { id: 3, name: 'Slot', slugList: ['slot'], imageUrl: null },
        { id: 6, name: 'Canlı Casino', slugList: ['live'], imageUrl: null },
        { id: 14, name: 'Canlı Şovlar', slugList: ['live', 'tvbets'], imageUrl: null },
        { id: 11, name: 'TV Oyunları', slugList: ['tvbets'], imageUrl: null },
        { id: 12, name: 'Tombala', slugList: ['popular-games'], imageUrl: null },
      ],
      egtJackpotCards: [
        { instanceName: 'High Cash', levelStats: levels(4, 500), currentLevelI: 1 },
        { instanceName: 'Clover Chance', levelStats: levels(4, 250), currentLevelI: 0 },
      ],
      jackpotCards: [{ instanceName: 'Bell Link', levelStats: levels(4), currentLevelI: 2 }],
    }),
    ...overrides,
  };
}
