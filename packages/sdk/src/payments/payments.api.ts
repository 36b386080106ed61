import * as z from 'zod/mini';
import type { OynaClient } from '../client/createOyna';
import { paymentFieldSchema } from './paymentField.schema';
import { paymentMethodSchema } from './paymentMethod.schema';
import type { MoneyDirection } from './payments.enums';
import { paymentDetailRequest } from './payments.calc';
import type { PaymentPayload } from './payments.schema';

/** GET payment/methods?type=: the methods of a direction (the operator's list call, not the spec's). */
export const getPaymentMethods = async (client: OynaClient, direction: MoneyDirection, signal?: AbortSignal) =>
  (await client.http.get('payment/methods', z.array(paymentMethodSchema), { query: { type: direction }, signal })).data;

/** POST payment/detail: the fields a method asks for; `null` data reads as none. */
export const postPaymentDetail = async (client: OynaClient, id: number, direction: MoneyDirection) =>
  (await client.http.post('payment/detail', paymentDetailRequest(id, direction), z.nullable(z.array(paymentFieldSchema)))).data ?? [];

/** POST payment/deposit: `data` is the payment page's URL, or anything else (the message says what next). */
export const postDeposit = (client: OynaClient, payload: PaymentPayload, idempotencyKey: string) =>
  client.http.post('payment/deposit', payload, z.unknown(), { idempotencyKey });

/** POST payment/withdraw: the answer's message is the toast. */
export const postWithdraw = (client: OynaClient, payload: PaymentPayload, idempotencyKey: string) =>
  client.http.post('payment/withdraw', payload, z.unknown(), { idempotencyKey });
