import { z } from 'zod';
import { MoneyDirection } from '../history/financial.enums.ts';

const methodId = () => z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).positive({ error: 'validation.invalid' });
const direction = () => z.union([z.literal(MoneyDirection.Deposit), z.literal(MoneyDirection.Withdraw)], { error: 'validation.option' });

/** GET payment/methods?type=1|2: the methods of one direction. */
export const methodsQuerySchema = z.strictObject({ type: z.coerce.number({ error: 'validation.option' }).pipe(direction()) });

/** POST payment/detail: a method's field list for a deposit (type 1) or a withdrawal (type 2). */
export const detailSchema = z.strictObject({ id: methodId(), type: direction() });

/** One field of a payment's detail, as a form sends it: text, a number, a choice. */
const detailValue = () => z.union([z.string(), z.number(), z.boolean(), z.null()], { error: 'validation.invalid' });

/** POST payment/deposit and payment/withdraw. The detail's fields are the method's to check. */
export const paymentSchema = z.strictObject({
  id: methodId(),
  target: z.literal('pay', { error: 'validation.option' }),
  detail: z.record(z.string(), detailValue(), { error: 'validation.object' }),
});

/** The test hook that approves or rejects a waiting payment. */
export const settleSchema = z.strictObject({
  username: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  recordId: methodId().optional(),
  approve: z.boolean({ error: 'validation.invalid' }),
});
