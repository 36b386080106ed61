import * as z from 'zod/mini';
import { object } from '../schema/zod';

const code = z.union([z.string(), z.number()]);

/** A casino game as the catalogue calls return it. */
export const gameSchema = object({
  gameCode: z.string(),
  name: z.string(),
  providerName: z.string(),
  mainProviderId: z.number(),
  system: z.nullish(code),
  productId: z.nullish(code),
  systemCategory: z.nullish(code),
});
export type Game = z.output<typeof gameSchema>;
