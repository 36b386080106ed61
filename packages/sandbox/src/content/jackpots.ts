/** One jackpot as the lobby shows it: four level pots and the level that drops next. */
export interface JackpotCard {
  instanceName: string;
  levelStats: { level: number; amount: number }[];
  currentLevelI: number;
}

interface JackpotSource {
  instanceName: string;
  /** Per level, lowest first: the seed amount after a win and how much it grows per hour. */
  levels: readonly (readonly [seed: number, perHour: number])[];
  /** How often, on average, each level drops (hours), lowest level first. */
  dropHours: readonly number[];
}

const egtJackpots: readonly JackpotSource[] = [
  {
    instanceName: 'Clover Chance',
    levels: [[250, 180], [2_500, 420], [25_000, 1_150], [250_000, 3_900]],
    dropHours: [1.5, 9, 52, 430],
  },
  {
    instanceName: 'High Cash',
    levels: [[500, 240], [5_000, 610], [50_000, 1_700], [500_000, 5_200]],
    dropHours: [2, 14, 80, 610],
  },
];

const providerJackpots: readonly JackpotSource[] = [
  {
    instanceName: 'Jackpot Cards',
    levels: [[150, 120], [1_500, 310], [15_000, 920], [150_000, 2_750]],
    dropHours: [1, 7, 40, 350],
  },
  {
    instanceName: 'Bell Link',
    levels: [[300, 160], [3_000, 380], [30_000, 1_020], [300_000, 3_300]],
    dropHours: [1.2, 10, 60, 480],
  },
];

const HOUR_MS = 60 * 60 * 1000;

/**
 * The pots at a moment: each level grows steadily and falls back to its seed when it drops, so
 * the numbers tick up between two bootstraps like a real jackpot feed.
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

export const egtJackpotCards = (now: number): JackpotCard[] => egtJackpots.map((source) => cardAt(source, now));
export const jackpotCards = (now: number): JackpotCard[] => providerJackpots.map((source) => cardAt(source, now));
