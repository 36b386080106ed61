import { z } from 'zod';
import { MAX_PICKS, MY_BETS_TAKE_DEFAULT, MY_BETS_TAKE_MAX } from './betting.limits.ts';
import { BetslipType } from './betting.enums.ts';
import { hasCents } from './betting.money.ts';

// Request bodies of the betslip calls. Strict: a field the call does not know is refused, so a
// misspelt `ammount` is a 400 rather than a stake silently ignored. Numbers must be JSON numbers
// (a stake sent as '10' is refused, unlike the feed's lenient ids).

const wholeNumber = () =>
  z.number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.integer') }).int({ error: 'validation.integer' });

const oddId = () => wholeNumber().positive({ error: 'validation.invalid' });

/** A stake in TRY: 0 or more, in steps of 0.01 (0 means none). Limits are business rules, checked later. */
const amount = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number') })
    .min(0, { error: 'validation.atLeast' })
    .refine(hasCents, { error: 'validation.cents' });

const flag = () => z.boolean({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') });

/** POST sportsbook/toggleOdd: an odd to add or remove; none removes every pick. */
export const toggleOddSchema = z.strictObject({ oddId: oddId().nullish(), isLive: flag().nullish() });

/** POST sportsbook/calculate: a pick's single stake, or the multiple stake. */
export const calculateSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal(BetslipType.Single), oddId: oddId(), amount: amount() }),
  z.strictObject({ type: z.literal(BetslipType.Multiple), amount: amount() }),
]);
export type CalculateInput = z.output<typeof calculateSchema>;

const selection = z.strictObject({ oddId: oddId(), amount: amount() });

/** POST sportsbook/placeBet: singles (one coupon per selection with a stake) or the multiple over every pick. */
export const placeBetSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal(BetslipType.Single),
    selection: z
      .array(selection, { error: 'validation.required' })
      .min(1, { error: 'validation.minItems' })
      .max(MAX_PICKS, { error: 'validation.maxItems' })
      .refine((items) => new Set(items.map((item) => item.oddId)).size === items.length, { error: 'validation.duplicateOdd' }),
    acceptChanges: flag(),
  }),
  z.strictObject({ type: z.literal(BetslipType.Multiple), amount: amount(), acceptChanges: flag() }),
]);
export type PlaceBetInput = z.output<typeof placeBetSchema>;

/** POST sportsbook/mybets: a page of open or settled coupons. */
export const myBetsSchema = z.strictObject({
  skip: wholeNumber().min(0, { error: 'validation.atLeast' }).default(0),
  take: wholeNumber().min(1, { error: 'validation.atLeast' }).max(MY_BETS_TAKE_MAX, { error: 'validation.atMost' }).default(MY_BETS_TAKE_DEFAULT),
  settled: flag().default(false),
});

