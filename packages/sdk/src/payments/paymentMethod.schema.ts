import * as z from 'zod/mini';
import { object } from '../schema/zod';

/**
 * One payment method of GET payment/methods (a call the spec does not show; the sandbox's design):
 * its id for payment/detail, its name, and its limits in TRY.
 */
export const paymentMethodSchema = object({
  id: z.int(),
  name: z.string().check(z.minLength(1)),
  description: z.nullish(z.string()),
  min: z.nullish(z.number()),
  max: z.nullish(z.number()),
});
export interface PaymentMethod extends z.output<typeof paymentMethodSchema> {}
