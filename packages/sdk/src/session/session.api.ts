import * as z from 'zod/mini';
import { authDataSchema } from '../client/auth.schema';
import type { OynaClient } from '../client/createOyna';
import type { LoginForm } from '../forms/login.form';
import { balanceSchema } from './session.schema';

/** POST auth/login, always with the anonymous token. Resolves with the login and the server's greeting. */
export const loginPlayer = (client: OynaClient, credentials: LoginForm) =>
  client.http.post('auth/login', credentials, authDataSchema, { anonymous: true });

/** GET auth/logout: the server forgets the login's token. */
export const logoutPlayer = (client: OynaClient) => client.http.get('auth/logout', z.unknown());

/** GET user/balance: the logged-in player's balance in TRY. */
export const getBalance = async (client: OynaClient): Promise<number> =>
  (await client.http.get('user/balance', balanceSchema)).data.balance;
