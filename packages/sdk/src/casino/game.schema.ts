import * as z from 'zod';

const code = z.union([z.string(), z.number()]);

/** A casino game as the catalogue calls return it. */
export const gameSchema = z.object({
  gameCode: z.string(),
  name: z.string(),
  providerName: z.string(),
  mainProviderId: z.number(),
  system: code.nullish(),
  productId: code.nullish(),
  systemCategory: code.nullish(),
});
export type Game = z.infer<typeof gameSchema>;
