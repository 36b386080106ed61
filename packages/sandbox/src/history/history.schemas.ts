import { z } from 'zod';
import { BONUS_STATUSES } from './bonusHistory.repository.ts';
import { MoneyDirection } from './financial.enums.ts';

// Request bodies of the dashboard's history calls. Strict, like the betslip's: a field a call does
// not know (a `playerId`, say) is refused rather than ignored.

/** History pages hold at most this many rows. */
export const HISTORY_TAKE_MAX = 50;
export const HISTORY_TAKE_DEFAULT = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A time window: rows at or after `from` and before `to` (ms), either end open when null. */
export interface TimeRange {
  from: number | null;
  to: number | null;
}

const wholeNumber = () =>
  z.number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.integer') }).int({ error: 'validation.integer' });

/** An ISO 8601 date-time with `Z` or an offset, or a whole UTC day (`2026-03-14`). */
const moment = () => z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'validation.date' });

const startOf = (text: string): number => Date.parse(DAY_ONLY.test(text) ? `${text}T00:00:00Z` : text);
/** Where a range ending at `text` stops (exclusive): a day includes all of itself. */
const endOf = (text: string): number => (DAY_ONLY.test(text) ? startOf(text) + DAY_MS : Date.parse(text) + 1);

/** The same instant a calendar year later (UTC; 29 February goes to 1 March). */
function yearAfter(ms: number): number {
  const date = new Date(ms);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.getTime();
}

const page = {
  skip: wholeNumber().min(0, { error: 'validation.atLeast' }).default(0),
  take: wholeNumber().min(1, { error: 'validation.atLeast' }).max(HISTORY_TAKE_MAX, { error: 'validation.atMost' }).default(HISTORY_TAKE_DEFAULT),
  dateFrom: moment().optional(),
  dateTo: moment().optional(),
};

interface RangeInput {
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** Both ends given: `dateTo` may not come before `dateFrom`, nor more than a year after it. */
function checkRange({ dateFrom, dateTo }: RangeInput, context: z.RefinementCtx): void {
  if (dateFrom === undefined || dateTo === undefined) return;
  if (endOf(dateTo) <= startOf(dateFrom)) context.addIssue({ code: 'custom', path: ['dateTo'], message: 'history.rangeReversed' });
  else if (startOf(dateTo) > yearAfter(startOf(dateFrom))) context.addIssue({ code: 'custom', path: ['dateTo'], message: 'history.rangeTooLong' });
}

const rangeOf = ({ dateFrom, dateTo }: RangeInput): TimeRange => ({
  from: dateFrom === undefined ? null : startOf(dateFrom),
  to: dateTo === undefined ? null : endOf(dateTo),
});

/** POST customer/gameactivities and customer/sessions: a page, optionally within dates. */
export const historyPageSchema = z
  .strictObject(page)
  .superRefine(checkRange)
  .transform((input) => ({ skip: input.skip, take: input.take, range: rangeOf(input) }));

/** POST customer/financialhistory: also only deposits (1) or only withdrawals (2). */
export const financialHistorySchema = z
  .strictObject({ ...page, direction: z.literal([MoneyDirection.Deposit, MoneyDirection.Withdraw], { error: 'validation.option' }).optional() })
  .superRefine(checkRange)
  .transform((input) => ({ skip: input.skip, take: input.take, range: rangeOf(input), direction: input.direction ?? null }));

/** POST customer/bonuses: also only the bonuses in one state. */
export const bonusesSchema = z
  .strictObject({ ...page, status: z.enum(BONUS_STATUSES, { error: 'validation.option' }).optional() })
  .superRefine(checkRange)
  .transform((input) => ({ skip: input.skip, take: input.take, range: rangeOf(input), status: input.status ?? null }));
