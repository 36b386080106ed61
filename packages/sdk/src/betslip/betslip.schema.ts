import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { flag, list, orNull, text } from '../schema/wire';

// What the betslip calls answer (`./sbapi/api/sportsbook/*`). The spec names the fields of a pick
// and of the multiple bet; the rest (stakes kept on the server, My Bets) is documented in the
// sandbox README.

// Plain numbers and no refinements: this module is in every betslip bundle, and each zod feature
// costs bytes there. The server is trusted for ranges; shapes are checked.
const oddId = z.number();
const rate = z.number();
const money = z.number();

/** A pick as the server keeps it: its odd, the stake typed for it and what that stake could win. */
export const betslipOddSchema = object({
  oddId,
  /** Beyond the spec's fields of a pick: the sandbox names the event; a back end that does not still parses. */
  eventId: z.optional(z.number()),
  isLive: flag(),
  eventName: text(),
  marketName: text(),
  oddName: text(),
  /** The odd's current decimal rate. */
  rate,
  /** The single stake kept for this pick; null until one is typed. */
  amount: orNull(money),
  possibleWin: money,
  /** Why the pick cannot be played as it is (odds moved, event suspended or over); '' when it can. */
  message: text(),
  selection: z.optional(orNull(object({ oddId, amount: orNull(money) }))),
});
export interface BetslipOdd extends z.output<typeof betslipOddSchema> {}

/** The multiple bet over every pick. */
export const multipleBetSchema = object({ totalRate: rate, possibleWin: money, betAmount: orNull(money) });
export interface MultipleBet extends z.output<typeof multipleBetSchema> {}

/** GET sportsbook/betslip and POST sportsbook/toggleOdd: the whole slip. */
export const betslipSchema = object({ oddList: list(betslipOddSchema), multipleBet: orNull(multipleBetSchema) });
export interface BetslipData extends z.output<typeof betslipSchema> {}

/** POST sportsbook/calculate. */
export const calculationSchema = object({ possibleWin: money, betAmount: money, totalRate: z.optional(rate) });
export interface Calculation extends z.output<typeof calculationSchema> {}

/**
 * POST sportsbook/placeBet on success: the coupons made and the balance after the stakes left it.
 * The spec promises only success and a message, so `data` may be absent: the bet is placed all the same.
 */
export const placedBetSchema = orNull(object({ betIds: z.array(z.number()), balance: money }));

/** `data` of a refused POST sportsbook/placeBet: a message per pick that stopped it. */
export const placeBetRefusalSchema = object({ oddInfo: list(object({ oddId, message: text() })) });
