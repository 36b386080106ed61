import * as z from 'zod/mini';
import { authDataSchema } from '../client/auth.schema';
import type { OynaClient } from '../client/createOyna';
import type { RegisterPayload } from '../forms/register.schema';
import { registerFormDataSchema } from './registration.schema';

/** GET auth/form: the sign-up form's countries, for a referrer's sign-up too (`refId`). */
export const getRegisterForm = async (client: OynaClient, query: { refId?: number }) =>
  (await client.http.get(query.refId === undefined ? 'auth/form' : `auth/form?refId=${query.refId}`, registerFormDataSchema)).data;

/** POST auth/register with the anonymous token, so the guest's betslip joins the new player's. */
export const registerPlayer = (client: OynaClient, payload: RegisterPayload) =>
  client.http.post('auth/register', payload, authDataSchema, { anonymous: true });

/** GET bonus/definetrialbonus: grants the logged-in player the trial bonus the sign-up offered. */
export const defineTrialBonus = (client: OynaClient) => client.http.get('bonus/definetrialbonus', z.unknown());
