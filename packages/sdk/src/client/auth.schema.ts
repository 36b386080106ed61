import * as z from 'zod';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** The stored login (`authData`): what `auth/login` and `auth/register` return as `data`. */
export const authDataSchema = z.object({
  token: z.string().min(1),
  balance: z.coerce.number().catch(0),
  username: z.string().min(1),
  group: z.coerce.number().int().catch(0),
  usercode: text,
  betsyCid: text,
  betsyUrl: text,
  betsyToken: text,
  betcoToken: text,
  betcoUrl: text,
  smsVerified: z.boolean().nullish().transform((value) => value ?? false),
  phone: text,
  fingerprint: text,
});
export type AuthData = z.infer<typeof authDataSchema>;

/** `anonToken` is stored as `{ token }`. */
export const anonTokenSchema = z.object({ token: z.string().min(1) });
