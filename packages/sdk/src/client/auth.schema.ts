import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { flag, numeric, orDefault, text, wholeNumber } from '../schema/wire';

const filledText = () => z.string().check(z.minLength(1));

/** The stored login (`authData`): what `auth/login` and `auth/register` return as `data`. */
export const authDataSchema = object({
  token: filledText(),
  balance: orDefault(numeric(), 0),
  username: filledText(),
  group: orDefault(wholeNumber(), 0),
  usercode: text(),
  betsyCid: text(),
  betsyUrl: text(),
  betsyToken: text(),
  betcoToken: text(),
  betcoUrl: text(),
  smsVerified: flag(),
  phone: text(),
  fingerprint: text(),
});
export interface AuthData extends z.output<typeof authDataSchema> {}

/** `anonToken` is stored as `{ token }`. */
export const anonTokenSchema = object({ token: filledText() });
