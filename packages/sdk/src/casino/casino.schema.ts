import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { list, orNull, text } from '../schema/wire';
import { jackpotCardSchema } from '../bootstrap/bootstrap.schema';

// The casino as it crosses the wire (`./api/casino/*`). The spec names the game's fields and the
// calls; where it is silent (artwork, the favourites list, the search answer's grouping) the
// sandbox README documents the design.

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
  /** The game's artwork; null when it has none (the provider's image is shown instead). */
  imageUrl: z.optional(orNull(z.string())),
  /** The provider's logo, the fallback artwork. */
  providerImageUrl: z.optional(orNull(z.string())),
});
export interface Game extends z.output<typeof gameSchema> {}

/** POST casino/categorygames { systemCategory: number[] }: the games of those categories. */
export const categoryGamesSchema = list(gameSchema);

/**
 * POST casino/games { search, live }: matches grouped by provider; the SDK flattens the groups
 * (the spec: "data list, flattened").
 */
export const gameSearchSchema = list(object({ providerName: text(), games: list(gameSchema) }));

/** GET casino/favorites (beyond the spec's table; login required): the player's favourite games. */
export const favouriteGamesSchema = list(gameSchema);

/** POST casino/togglefavorite { code, providerId }: whether the game is now a favourite. */
/** POST casino/togglefavorite's `data`: the spec promises only success and a message, so it may be absent. */
export const toggleFavouriteSchema = orNull(object({ isFavorite: z.boolean() }));

/** Every launch call: a URL, or for one provider an HTML document with an embedded script. */
export const launchSchema = z.string();

/**
 * GET casino/eqyptquest: the EGT jackpot cards, fresher than the bootstrap's `egtJackpotCards`
 * (same shape; a single card is read as a list of one).
 */
export const egtJackpotsSchema = z.pipe(
  z.nullish(z.union([z.array(jackpotCardSchema), jackpotCardSchema])),
  z.transform((value) => (value == null ? [] : Array.isArray(value) ? value : [value])),
);
