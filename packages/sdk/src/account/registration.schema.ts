import * as z from 'zod/mini';
import { object } from '../schema/zod';

/** A country of the sign-up form. */
export const countrySchema = object({ id: z.int(), name: z.string() });
export interface Country extends z.output<typeof countrySchema> {}

/** GET auth/form: what the sign-up form offers. */
export const registerFormDataSchema = object({ countries: z.array(countrySchema) });
