import * as z from 'zod/mini';
import { object } from '../schema/zod';
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
