import * as z from 'zod/mini';
import { object } from '../schema/zod';

// What the betslip calls take. Kept apart from the answers: a partner's bundle parses answers
// only, and these checks would weigh on it.
import { BetslipType } from './betslip.enums';

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
