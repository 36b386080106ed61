import * as z from 'zod/mini';
import { authDataSchema } from '../client/auth.schema';
import type { OynaClient } from '../client/createOyna';
import type { UnauthorizedPolicy } from '../http/http.client';
import type { LoginForm } from '../forms/login.form';
import { balanceSchema } from './session.schema';

/** POST auth/login, always with the anonymous token. Resolves with the login and the server's greeting. */
export const loginPlayer = (client: OynaClient, credentials: LoginForm) =>
  client.http.post('auth/login', credentials, authDataSchema, { anonymous: true });

/** A refused logout changes nothing here: this client let the login go before asking. */
const alreadyGuest: UnauthorizedPolicy = async () => null;

/** GET auth/logout: the server forgets the login's token (one this client may already have let go). */
export const logoutPlayer = (client: OynaClient, loginToken: string) =>
  client.http.get('auth/logout', z.unknown(), { loginToken, onUnauthorized: alreadyGuest });

/** GET user/balance: the logged-in player's balance in TRY. */
export const getBalance = async (client: OynaClient, signal?: AbortSignal): Promise<number> =>
  (await client.http.get('user/balance', balanceSchema, { signal })).data.balance;
