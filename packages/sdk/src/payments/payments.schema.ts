import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { PAYMENT_TARGET } from './payments.constants';

/** Body of POST payment/deposit and payment/withdraw. */
export const paymentPayloadSchema = object({
  id: z.int(),
  target: z.literal(PAYMENT_TARGET),
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
});
export interface PaymentPayload extends z.output<typeof paymentPayloadSchema> {}
