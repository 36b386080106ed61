import { CasinoCategoryId } from '../content/casinoCategories.ts';
import { foldSearchText } from '../text/search.fold.ts';
import { ProviderId } from './providers.ts';

/** What a game is; it decides the game's categories, whether it is live and which demo it plays. */
export type GameKind = 'video' | 'classic' | 'megaways' | 'jackpot' | 'table' | 'crash' | 'roulette' | 'blackjack' | 'baccarat' | 'show' | 'tv' | 'bingo' | 'keno';

/** The sandbox's two demo games: a three-reel slot, and a crash game with an automatic cash-out. */
export type DemoKind = 'slot' | 'crash';

const C = CasinoCategoryId;

/** Per kind: the game's own category first (its `systemCategory`), then the others it is listed in. */
const KINDS: Record<GameKind, { categories: readonly CasinoCategoryId[]; live: boolean; demo: DemoKind }> = {
  video: { categories: [C.Slots], live: false, demo: 'slot' },
  classic: { categories: [C.Slots], live: false, demo: 'slot' },
  megaways: { categories: [C.Megaways, C.Slots], live: false, demo: 'slot' },
  jackpot: { categories: [C.Jackpots, C.Slots], live: false, demo: 'slot' },
  table: { categories: [C.TableGames], live: false, demo: 'slot' },
  crash: { categories: [C.Crash], live: false, demo: 'crash' },
  roulette: { categories: [C.Roulette, C.LiveCasino], live: true, demo: 'slot' },
  blackjack: { categories: [C.Blackjack, C.LiveCasino], live: true, demo: 'slot' },
  baccarat: { categories: [C.Baccarat, C.LiveCasino], live: true, demo: 'slot' },
  show: { categories: [C.GameShows, C.LiveCasino], live: true, demo: 'slot' },
  tv: { categories: [C.TvGames], live: true, demo: 'slot' },
  bingo: { categories: [C.Bingo], live: false, demo: 'slot' },
  keno: { categories: [C.KenoScratch], live: false, demo: 'slot' },
};

/**
 * A catalogue line: name, kind and flags: `p` popular, `n` new, `x` no artwork of its own (the
 * lobby shows the provider's logo instead).
 */
type Line = readonly [name: string, kind: GameKind, flags?: string];

const digitain: readonly Line[] = [
  ['Golden Galleon', 'video', 'p'],
  ['Anatolian Treasures', 'video'],
  ['Fruit Fiesta 40', 'classic'],
  ['Lucky Horseshoe', 'classic', 'x'],
  ['Neon Nights', 'video', 'n'],
  ['Pharaoh Fortune Trail', 'video'],
  ['Dragon Pearl Hold & Win', 'jackpot'],
  ['Mega Bison Ways', 'megaways'],
  ['Cappadocia Balloons', 'video', 'n'],
  ['Bosphorus Bridge', 'video'],
  ['Kral Tacı', 'classic'],
  ['Wild Tulip', 'video', 'x'],
  ['Royal Sevens 5', 'classic'],
  ['Keno 80', 'keno'],
  ['Keno Express', 'keno', 'p'],
  ['Scratch & Win Gold', 'keno'],
  ['Bingo 75 Classic', 'bingo'],
  ['Tombala Extra', 'bingo', 'p'],
  ['Caribbean Stud Deluxe', 'table'],
  ['European Roulette Pro', 'table'],
  ['Blackjack Multihand', 'table', 'x'],
  ['Rocket Rush', 'crash', 'n'],
  ['Treasure Island Link', 'jackpot'],
  ['Viking Raid Ways', 'megaways'],
  ['Sapphire Sevens', 'classic'],
  ['Lucky Lanterns', 'video', 'n'],
  ['Penalty Shootout Cash', 'video'],
];

const pragmatic: readonly Line[] = [
  ['Olympus Thunder 1000', 'video', 'p'],
  ['Candy Cascade', 'video', 'p'],
  ['Big Bass Harbour', 'video', 'p'],
  ['Wild Buffalo Stampede', 'megaways'],
  ['Great Rhino Rumble', 'megaways'],
  ['Sugar Galaxy', 'video', 'n'],
  ['Starlight Dream', 'video'],
  ['Fruit Party Deluxe', 'video'],
  ['Wolf Gold Rush', 'jackpot'],
  ['Gems of the Bazaar', 'video', 'x'],
  ['Madame Fortune', 'video'],
  ['Werewolf Moon', 'video'],
  ['Chilli Heat Fiesta', 'video'],
  ['Aztec Gems Royal', 'classic'],
  ['Hot Fiesta Spins', 'video', 'n'],
  ['Doghouse Ways', 'megaways', 'p'],
  ['Diamond Strike Reels', 'jackpot'],
  ['Juicy Fruits 27', 'classic'],
  ['Pirate Gold Ways', 'megaways', 'x'],
  ['Release the Kraken Deep', 'video'],
  ['Gates of Byzantium', 'video', 'n'],
  ['Mustang Gold Link', 'jackpot'],
  ['Speed Roulette Live', 'roulette'],
  ['Mega Roulette Live', 'roulette', 'p'],
  ['Auto Roulette Live', 'roulette'],
  ['Türkçe Rulet', 'roulette', 'p'],
  ['Blackjack Lobby 1', 'blackjack'],
  ['VIP Blackjack Azure', 'blackjack'],
  ['Türkçe Blackjack', 'blackjack', 'p'],
  ['Speed Baccarat 1', 'baccarat'],
  ['Mega Baccarat', 'baccarat'],
  ['Candy Wheel Live', 'show', 'n'],
  ['Mega Wheel Live', 'show'],
  ['Boom City Dice', 'show', 'x'],
  ['Power of Zeus Ways', 'megaways'],
  ['Buffalo Sunset', 'video'],
  ['Fisherman’s Bay', 'video', 'x'],
  ['Andar Bahar Live', 'baccarat'],
];

const everyMatrix: readonly Line[] = [
  ['Twin Comets', 'video'],
  ['Vikings Voyage', 'video', 'p'],
  ['Jungle Jewels', 'video'],
  ['Book of Anubis', 'video', 'p'],
  ['Ancient Scrolls', 'video'],
  ['Mystic Mirror', 'video', 'x'],
  ['Crystal Cavern Ways', 'megaways'],
  ['Pirate Plunder', 'video'],
  ['Lava Lagoon', 'video', 'n'],
  ['Wild West Bounty', 'video'],
  ['Samurai Spirit', 'video'],
  ['Arctic Fox Fortune', 'jackpot'],
  ['Cosmic Cash Link', 'jackpot', 'n'],
  ['Lucky Leprechaun Gold', 'classic'],
  ['Tiki Tumble', 'video', 'x'],
  ['Mayan Sun', 'video'],
  ['Panda Palace', 'video'],
  ['Magic Carpet Ride', 'video'],
  ['Topkapı Treasures', 'video', 'n'],
  ['European Roulette Classic', 'table'],
  ['Blackjack Pro Series', 'table'],
  ['Baccarat Punto Banco', 'table'],
  ['Casino Hold’em Classic', 'table'],
  ['Three Card Poker Deluxe', 'table', 'x'],
  ['Scratch Diamonds', 'keno'],
  ['Lucky Scratch 7', 'keno'],
  ['Deep Sea Ways', 'megaways'],
  ['Emerald Isle Link', 'jackpot'],
  ['Golden Lotus', 'video'],
  ['Safari Millions', 'jackpot', 'p'],
  ['Neon Joker', 'classic'],
];

const amusnet: readonly Line[] = [
  ['Flaming Hot 40', 'classic', 'p'],
  ['Supreme Hot 100', 'classic', 'p'],
  ['Royal Crown Shine', 'classic'],
  ['Burning Fruits 20', 'classic'],
  ['Ultimate Hot Sevens', 'classic', 'x'],
  ['Lucky Dice Roll', 'classic'],
  ['Rise of Ra Gold', 'video'],
  ['Extra Stars 10', 'classic'],
  ['Hot Deluxe Reels', 'classic'],
  ['Cherry Blaze', 'classic', 'n'],
  ['Fortune Spells', 'video'],
  ['Troy Legends', 'video'],
  ['Caramel Hot', 'classic'],
  ['Vampire Night', 'video', 'x'],
  ['Great Empire Ways', 'megaways'],
  ['Bell Link Deluxe', 'jackpot', 'p'],
  ['Jackpot Cards Fruits', 'jackpot'],
  ['Zodiac Wheel', 'video'],
  ['Kleopatra Crown', 'video'],
  ['Hot Joker 81', 'classic', 'n'],
  ['Forest Band', 'video'],
  ['Gold Dust Sevens', 'classic'],
  ['Live Roulette Galata', 'roulette'],
  ['Live Blackjack Pera', 'blackjack'],
  ['Live Baccarat Moda', 'baccarat'],
  ['Amusnet Live Wheel', 'show', 'x'],
  ['Wild Warriors', 'video'],
  ['Dragon Warrior Ways', 'megaways'],
];

const egt: readonly Line[] = [
  ['Clover Chance Fruits', 'jackpot', 'p'],
  ['High Cash Sevens', 'jackpot', 'p'],
  ['100 Blazing Hot', 'classic'],
  ['20 Golden Sevens', 'classic'],
  ['40 Shining Gems', 'classic', 'x'],
  ['Fortune Bells', 'classic'],
  ['Rise of the Sphinx', 'video'],
  ['Egypt Sky Quest', 'video', 'n'],
  ['Dragon Reborn', 'video'],
  ['Majestic Forest Fortune', 'video'],
  ['Oil Baron', 'video', 'x'],
  ['Aztec Gold Rush', 'video'],
  ['Great Wild Elk', 'video'],
  ['Lucky Hot Fruits', 'classic'],
  ['Flaming Dice 27', 'classic'],
  ['Hot & Cash', 'jackpot'],
  ['Casino Mania Royale', 'video'],
  ['Ocean Rush Deluxe', 'video', 'n'],
  ['Versailles Gold', 'video'],
  ['Almighty Reels', 'video', 'x'],
  ['Penguin Party', 'video'],
  ['Wonder Ways', 'megaways'],
  ['American Poker Gold', 'table'],
  ['Jacks or Better Classic', 'table'],
  ['Shining Clover Link', 'jackpot', 'n'],
  ['Burning Keno', 'keno'],
  ['Rainbow Queen', 'video'],
  ['Kangaroo Land', 'video'],
  ['Frog Story Deluxe', 'video', 'x'],
];

const hub88: readonly Line[] = [
  ['Aviator', 'crash', 'p'],
  ['Balloon Rise', 'crash'],
  ['Cash Comet', 'crash', 'n'],
  ['Sky Striker', 'crash'],
  ['Jet Rider', 'crash', 'x'],
  ['Mine Field', 'keno', 'p'],
  ['Plinko Drop', 'keno'],
  ['Dice Duel', 'keno'],
  ['Hi-Lo Cards', 'table'],
  ['Thunder Roulette', 'roulette', 'p'],
  ['İstanbul Rulet', 'roulette', 'n'],
  ['Infinite Blackjack Live', 'blackjack'],
  ['Golden Baccarat Squeeze', 'baccarat'],
  ['Dream Wheel', 'show', 'p'],
  ['Fortune City Live', 'show'],
  ['Deal or Bust', 'show', 'x'],
  ['Funky Dice Time', 'show'],
  ['Jungle Rumble', 'video'],
  ['Coin Volcano', 'video', 'n'],
  ['Sakura Fortune', 'video'],
  ['Tropical Tiki', 'video'],
  ['Lightning Ways', 'megaways'],
  ['Tiger Temple Link', 'jackpot'],
  ['Blackjack Classic Live', 'blackjack'],
  ['Roulette Azure Live', 'roulette'],
];

const softGamings: readonly Line[] = [
  ['Lucky 7 TV', 'tv', 'p'],
  ['Wheel of Luck TV', 'tv'],
  ['Poker Duel TV', 'tv'],
  ['Baccarat TV', 'tv'],
  ['Dice Duel TV', 'tv', 'x'],
  ['Keno Live TV', 'tv'],
  ['Şans Çarkı TV', 'tv', 'n'],
  ['War of Bets TV', 'tv'],
  ['Fast Keno TV', 'tv'],
  ['Lotto 6/49 TV', 'tv', 'x'],
  ['Tombala Live', 'bingo', 'p'],
  ['Bingo Bonanza 90', 'bingo'],
  ['Speed Bingo', 'bingo', 'n'],
  ['Bingo Blast 75', 'bingo'],
  ['Pattern Bingo', 'bingo', 'x'],
  ['Şeker Patlaması', 'video', 'n'],
  ['Sultan Bahçesi', 'video'],
  ['Galata Gold', 'video'],
  ['Pirate Map', 'video'],
  ['Crash X Turbo', 'crash'],
  ['Roulette TV', 'tv'],
  ['Bingo Kapadokya', 'bingo'],
  ['Fortune Wheel Bet', 'tv'],
];

/** A game as the catalogue holds it. */
export interface CatalogueGame {
  gameCode: string;
  name: string;
  providerId: ProviderId;
  kind: GameKind;
  live: boolean;
  demo: DemoKind;
  /** SoftGamings' sub-system (its launch call names it); null for the others. */
  system: number | null;
  /** EveryMatrix's product (its launch call names it); null for the others. */
  productId: number | null;
  /** Its own category first, then the others it is listed in. */
  categories: CasinoCategoryId[];
  hasArt: boolean;
  /** Lobby order: lower comes first. */
  sort: number;
}

/** Letters and digits only, ASCII: `Topkapı Treasures` → `topkapitreasures`. */
const compact = (name: string): string => foldSearchText(name).replace(/[^a-z0-9]/g, '');
const pascal = (name: string): string =>
  foldSearchText(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');

const LIVE_KINDS: readonly GameKind[] = ['roulette', 'blackjack', 'baccarat', 'show'];
const PRAGMATIC_LINES = [20, 25, 10, 40] as const;
const EVERYMATRIX_PRODUCTS = [12, 27, 35] as const;
const SOFTGAMINGS_SYSTEMS: Partial<Record<GameKind, number>> = { tv: 944, show: 960, bingo: 951 };
const SOFTGAMINGS_SLOTS_SYSTEM = 998;

/** Each provider's own style of game code, unique across the catalogue. */
const codeOf: Record<ProviderId, (line: Line, index: number) => string> = {
  [ProviderId.Digitain]: (_, index) => `dgt_${10101 + index}`,
  [ProviderId.PragmaticPlay]: ([name, kind], index) =>
    LIVE_KINDS.includes(kind) ? `ppl_${201 + index}` : `vs${PRAGMATIC_LINES[index % PRAGMATIC_LINES.length]}${compact(name).slice(0, 12)}`,
  [ProviderId.EveryMatrix]: (_, index) => String(41001 + index * 7),
  [ProviderId.Amusnet]: (_, index) => String(801 + index),
  [ProviderId.EgtDigital]: (_, index) => String(2001 + index),
  [ProviderId.Hub88]: ([name, kind]) => `${kind === 'crash' ? 'spb' : LIVE_KINDS.includes(kind) ? 'evl' : 'hbg'}_${compact(name)}`,
  [ProviderId.SoftGamings]: ([name]) => pascal(name),
};

const lines: Record<ProviderId, readonly Line[]> = {
  [ProviderId.Digitain]: digitain,
  [ProviderId.PragmaticPlay]: pragmatic,
  [ProviderId.EveryMatrix]: everyMatrix,
  [ProviderId.Amusnet]: amusnet,
  [ProviderId.EgtDigital]: egt,
  [ProviderId.Hub88]: hub88,
  [ProviderId.SoftGamings]: softGamings,
};

function toGame(providerId: ProviderId, line: Line, index: number): CatalogueGame {
  const [name, kind, flags = ''] = line;
  const { categories, live, demo } = KINDS[kind];
  return {
    gameCode: codeOf[providerId](line, index),
    name,
    providerId,
    kind,
    live,
    demo,
    system: providerId === ProviderId.SoftGamings ? (SOFTGAMINGS_SYSTEMS[kind] ?? SOFTGAMINGS_SLOTS_SYSTEM) : null,
    productId: providerId === ProviderId.EveryMatrix ? (EVERYMATRIX_PRODUCTS[index % EVERYMATRIX_PRODUCTS.length] ?? null) : null,
    categories: [...categories, ...(flags.includes('p') ? [C.Popular] : []), ...(flags.includes('n') ? [C.New] : [])],
    hasArt: !flags.includes('x'),
    // Popular games lead, then the providers take turns, so a lobby tab is not one provider's wall.
    sort: (flags.includes('p') ? 0 : 1000) + index * 10 + providerId,
  };
}

/** The whole catalogue, in lobby order. */
export const CATALOGUE: readonly CatalogueGame[] = Object.entries(lines)
  .flatMap(([providerId, list]) => list.map((line, index) => toGame(Number(providerId) as ProviderId, line, index)))
  .sort((a, b) => a.sort - b.sort);
