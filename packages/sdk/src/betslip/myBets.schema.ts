import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { list, orNull, text } from '../schema/wire';

// My Bets (beyond the spec's call table; documented in the sandbox README):
// POST ./sbapi/api/sportsbook/mybets { skip, take, settled } pages the player's coupons, newest first.

/** Which coupons a My Bets page lists: open ones (false) or settled ones (true). */
export const myBetsQuerySchema = object({
  skip: z.int().check(z.nonnegative()),
  take: z.int().check(z.positive(), z.maximum(50)),
  settled: z.boolean(),
});
export interface MyBetsRequest extends z.output<typeof myBetsQuerySchema> {}

/** One pick of a coupon with its result (SelectionResult). */
export const betSelectionSchema = object({
  oddId: z.int(),
  eventId: z.int(),
  isLive: z.boolean(),
  eventName: text(),
  marketName: text(),
  oddName: text(),
  rate: z.number(),
  /** Kick-off, ISO 8601 UTC. */
  eventDate: text(),
  result: z.int(),
});
export interface BetSelection extends z.output<typeof betSelectionSchema> {}

/** A coupon: a single (one selection) or a multiple, with its BetStatus. */
export const betSchema = object({
  betId: z.int(),
  type: z.int(),
  status: z.int(),
  stake: z.number(),
  totalRate: z.number(),
  possibleWin: z.number(),
  /** What was paid out: the win, the returned stake, or 0. */
  payout: z.number(),
  /** ISO 8601 UTC. */
  placedAt: text(),
  settledAt: orNull(z.string()),
  selections: list(betSelectionSchema),
});
export interface Bet extends z.output<typeof betSchema> {}

export const myBetsPageSchema = object({ total: z.int(), items: list(betSchema) });
export interface MyBetsPage extends z.output<typeof myBetsPageSchema> {}
