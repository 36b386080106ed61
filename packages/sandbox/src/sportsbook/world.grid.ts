/** The world's time grid and event ids. */

export const HOUR_MS = 3_600_000;
/** Hour 0 of the world's grid; event ids count hours from here. */
export const WORLD_EPOCH_MS = Date.UTC(2020, 0, 1);

/** The default world, or the big one for measurements (about 2,000 live events at once). */
export type WorldSize = 'default' | 'large';
export const WORLD_SIZES: readonly WorldSize[] = ['default', 'large'];

export const hourIndexOf = (ms: number): number => Math.floor((ms - WORLD_EPOCH_MS) / HOUR_MS);
export const hourStart = (hour: number): number => WORLD_EPOCH_MS + hour * HOUR_MS;

/** Builds an event id from its hour, competition and place in that hour (room for 100 an hour). */
export const eventIdOf = (hour: number, competitionId: number, index: number): number => (hour * 1000 + competitionId) * 100 + index;
