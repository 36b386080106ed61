import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { flag, list, orNull, text } from '../schema/wire';
import { BetslipType } from './betslip.enums';
import { isEmptyStake, stakeForPlacing } from './betslip.calc';

const oddId = z.int();
const amount = z.number().check(z.nonnegative());

/** Body of POST sportsbook/calculate. */
export const calculatePayloadSchema = z.discriminatedUnion('type', [
  object({ type: z.literal(BetslipType.Single), oddId, amount }),
  object({ type: z.literal(BetslipType.Multiple), amount }),
]);
export type CalculatePayload = z.output<typeof calculatePayloadSchema>;

/** Body of POST sportsbook/placeBet. */
export const placeBetPayloadSchema = z.discriminatedUnion('type', [
  object({
    type: z.literal(BetslipType.Single),
    selection: z.array(object({ oddId, amount })).check(z.minLength(1)),
    acceptChanges: z.boolean(),
  }),
  object({ type: z.literal(BetslipType.Multiple), amount, acceptChanges: z.boolean() }),
]);
export type PlaceBetPayload = z.output<typeof placeBetPayloadSchema>;

/** A pick's part in a single bet: its odd and the stake typed for it, if any. */
export interface PickStake {
  oddId: number;
  amount?: number | null;
}

/** The single-bet calculation of one pick, or null when the pick has no stake yet. */
export function singleCalculation(pick: PickStake): CalculatePayload | null {
  if (isEmptyStake(pick.amount)) return null;
  return { type: BetslipType.Single, oddId: pick.oddId, amount: pick.amount };
}

/** The multiple-bet calculation, skipped (null) while the stake is null. */
export function multipleCalculation(stake: number | null | undefined): CalculatePayload | null {
  return stake == null ? null : { type: BetslipType.Multiple, amount: stake };
}

/** The place-bet body; picks without a stake are sent with 0. */
export function placeBetPayload(
  input:
    | { type: typeof BetslipType.Single; picks: readonly PickStake[]; acceptChanges: boolean }
    | { type: typeof BetslipType.Multiple; stake: number | null | undefined; acceptChanges: boolean },
): PlaceBetPayload {
  if (input.type === BetslipType.Multiple) {
    return { type: input.type, amount: stakeForPlacing(input.stake), acceptChanges: input.acceptChanges };
  }
  return {
    type: input.type,
    selection: input.picks.map((pick) => ({ oddId: pick.oddId, amount: stakeForPlacing(pick.amount) })),
    acceptChanges: input.acceptChanges,
  };
}

// What the betslip calls answer (`./sbapi/api/sportsbook/*`). The spec names the fields of a pick
// and of the multiple bet; the rest (stakes kept on the server, My Bets) is documented in the
// sandbox README.

const rate = z.number();
const money = z.number();

/** A pick as the server keeps it: its odd, the stake typed for it and what that stake could win. */
export const betslipOddSchema = object({
  oddId,
  eventId: z.int(),
  isLive: flag(),
  eventName: text(),
  marketName: text(),
  oddName: text(),
  /** The odd's current decimal rate. */
  rate,
  /** The single stake kept for this pick; null until one is typed. */
  amount: orNull(money),
  possibleWin: z._default(money, 0),
  /** Why the pick cannot be played as it is (odds moved, event suspended or over); '' when it can. */
  message: text(),
  selection: z.optional(orNull(object({ oddId, amount: orNull(money) }))),
});
export type BetslipOdd = z.output<typeof betslipOddSchema>;

/** The multiple bet over every pick. */
export const multipleBetSchema = object({ totalRate: rate, possibleWin: money, betAmount: orNull(money) });
export type MultipleBet = z.output<typeof multipleBetSchema>;

/** GET sportsbook/betslip and POST sportsbook/toggleOdd: the whole slip. */
export const betslipSchema = object({ oddList: list(betslipOddSchema), multipleBet: orNull(multipleBetSchema) });
export type BetslipData = z.output<typeof betslipSchema>;

/** POST sportsbook/calculate. */
export const calculationSchema = object({ possibleWin: money, betAmount: money, totalRate: z.optional(rate) });
export type Calculation = z.output<typeof calculationSchema>;

/** POST sportsbook/placeBet on success: the coupons made and the balance after the stakes left it. */
export const placedBetSchema = object({ betIds: z.array(z.int()), balance: money });
export type PlacedBet = z.output<typeof placedBetSchema>;

/** `data` of a refused POST sportsbook/placeBet: a message per pick that stopped it. */
export const placeBetRefusalSchema = object({ oddInfo: list(object({ oddId, message: text() })) });
export type PlaceBetRefusal = z.output<typeof placeBetRefusalSchema>;
