/** One jackpot as the lobby shows it: four level pots and the level that drops next. */
export interface JackpotCard {
  instanceName: string;
  levelStats: { level: number; amount: number }[];
  currentLevelI: number;
}

/** A jackpot's look: the colours and glyph its artwork is drawn with. */
export interface JackpotLook {
  colors: readonly [string, string];
  glyph: string;
}

interface JackpotSource {
  instanceName: string;
  /** Per level, lowest first: the seed amount after a win and how much it grows per hour. */
  levels: readonly (readonly [seed: number, perHour: number])[];
  /** How often, on average, each level drops (hours), lowest level first. */
  dropHours: readonly number[];
  look: JackpotLook;
}

const cloverChance: JackpotSource = {
  instanceName: 'Clover Chance',
  levels: [[250, 180], [2_500, 420], [25_000, 1_150], [250_000, 3_900]],
  dropHours: [1.5, 9, 52, 430],
  look: { colors: ['#15803d', '#052e16'], glyph: '♣' },
};

const highCash: JackpotSource = {
  instanceName: 'High Cash',
  levels: [[500, 240], [5_000, 610], [50_000, 1_700], [500_000, 5_200]],
  dropHours: [2, 14, 80, 610],
  look: { colors: ['#b45309', '#3b0764'], glyph: '$' },
};

/** EGT's own feed also carries a jackpot the lobby does not show. */
const egyptQuest: JackpotSource = {
  instanceName: 'Egypt Quest',
  levels: [[400, 200], [4_000, 500], [40_000, 1_300], [400_000, 4_400]],
  dropHours: [1.8, 12, 70, 520],
  look: { colors: ['#ca8a04', '#1c1917'], glyph: '▲' },
};

const jackpotCardsAmusnet: JackpotSource = {
  instanceName: 'Jackpot Cards',
  levels: [[150, 120], [1_500, 310], [15_000, 920], [150_000, 2_750]],
  dropHours: [1, 7, 40, 350],
  look: { colors: ['#1d4ed8', '#172554'], glyph: '♠' },
};

const bellLink: JackpotSource = {
  instanceName: 'Bell Link',
  levels: [[300, 160], [3_000, 380], [30_000, 1_020], [300_000, 3_300]],
  dropHours: [1.2, 10, 60, 480],
  look: { colors: ['#b91c1c', '#450a0a'], glyph: '♪' },
};

const SOURCES = [cloverChance, highCash, egyptQuest, jackpotCardsAmusnet, bellLink];

const HOUR_MS = 60 * 60 * 1000;

/** A feed's way of saying it has no data for a card (the SDK drops such a card). */
export const JACKPOT_SENTINEL_LEVEL = 14000;

/**
 * The pots at a moment: each level grows steadily and falls back to its seed when it drops, so
 * the numbers tick up between two looks like a real jackpot feed.
 */
function cardAt(source: JackpotSource, now: number): JackpotCard {
  const hours = now / HOUR_MS;
  const levelStats = source.levels.map(([seed, perHour], index) => {
    const cycle = source.dropHours[index] ?? 24;
    const sinceDrop = hours % cycle;
    return { level: index + 1, amount: Math.round((seed + perHour * sinceDrop) * 100) / 100 };
  });
  const progress = source.levels.map((_, index) => {
    const cycle = source.dropHours[index] ?? 24;
    return (hours % cycle) / cycle;
  });
  const currentLevelI = progress.indexOf(Math.max(...progress));
  return { instanceName: source.instanceName, levelStats, currentLevelI };
}

/** A card whose feed is down: zeros, flagged with the sentinel. */
const sentinelCard = (source: JackpotSource): JackpotCard => ({
  instanceName: source.instanceName,
  levelStats: source.levels.map((_, index) => ({ level: index + 1, amount: 0 })),
  currentLevelI: JACKPOT_SENTINEL_LEVEL,
});

/** A card that came with one level short. */
const shortCard = (source: JackpotSource, now: number): JackpotCard => {
  const card = cardAt(source, now);
  return { ...card, levelStats: card.levelStats.slice(0, 3), currentLevelI: Math.min(card.currentLevelI, 2) };
};

/**
 * EGT's jackpot feed (`casino/eqyptquest` and the bootstrap's `egtJackpotCards`), as such feeds
 * come: High Cash before Clover Chance, and beside the two good cards a High Cash with the sentinel,
 * a Clover Chance with 3 levels and a card of another name, each ahead of the good one.
 */
export const egtJackpotCards = (now: number): JackpotCard[] => [
  sentinelCard(highCash),
  cardAt(highCash, now),
  shortCard(cloverChance, now),
  cardAt(egyptQuest, now),
  cardAt(cloverChance, now),
];

/** Every jackpot of the casino (the bootstrap's `jackpotCards`): EGT's two and Amusnet's two. */
export const jackpotCards = (now: number): JackpotCard[] => [cloverChance, highCash, jackpotCardsAmusnet, bellLink].map((source) => cardAt(source, now));

/**
 * What a jackpot's level holds at `now` (TRY), with the jackpot's own name, or null for a jackpot or
 * level there is none of. The name is matched regardless of case.
 */
export function jackpotPotAt(name: string, level: number, now: number): { instanceName: string; amount: number } | null {
  const source = SOURCES.find((candidate) => foldName(candidate.instanceName) === foldName(name));
  const amount = source && cardAt(source, now).levelStats.find((stat) => stat.level === level)?.amount;
  return source && amount !== undefined ? { instanceName: source.instanceName, amount } : null;
}

const foldName = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * The folder of a jackpot's artwork: its name as a slug (lower case, accents dropped, spaces to
 * hyphens, anything else removed), `Clover Chance` → `clover-chance`.
 */
export const jackpotFolder = (instanceName: string): string =>
  instanceName
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');

/** The look of the jackpot whose artwork lives in `folder`, or null. */
export function jackpotLook(folder: string): { instanceName: string; look: JackpotLook } | null {
  const source = SOURCES.find((candidate) => jackpotFolder(candidate.instanceName) === folder);
  return source ? { instanceName: source.instanceName, look: source.look } : null;
}
