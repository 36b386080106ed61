import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { text } from '../schema/wire';

/** Every response of both APIs: `{ success, message, data }`. */
export const envelopeSchema = object({
  success: z.boolean(),
  message: text(),
  data: z.unknown(),
});

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}
