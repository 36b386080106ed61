import * as z from 'zod';

/** Every response of both APIs: `{ success, message, data }`. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  message: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  data: z.unknown(),
});

export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}
