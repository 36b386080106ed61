import * as z from 'zod/mini';
import type { OynaClient } from '../client/createOyna';
import type { RecoveryCode, RecoveryPassword, RecoveryUsername } from '../forms/recovery.form';

// The three recovery calls carry no data worth reading: the server's message is the answer.

/** POST auth/sendresetpassword: mails a reset code to the account's address. */
export const sendResetCode = (client: OynaClient, body: RecoveryUsername) =>
  client.http.post('auth/sendresetpassword', body, z.unknown(), { anonymous: true });

/** POST auth/checkresetcode: whether the code is the one sent. */
export const checkResetCode = (client: OynaClient, body: RecoveryCode) =>
  client.http.post('auth/checkresetcode', body, z.unknown(), { anonymous: true });

/** POST auth/changepasswordwithcode: the new password, with the code that proves the mail was read. */
export const changePasswordWithCode = (client: OynaClient, body: RecoveryPassword) =>
  client.http.post('auth/changepasswordwithcode', body, z.unknown(), { anonymous: true });
