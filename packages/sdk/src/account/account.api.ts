import * as z from 'zod/mini';
import type { OynaClient } from '../client/createOyna';
import type { CallRequestPayload } from '../forms/callRequest.form';
import type { ChangePasswordForm } from '../forms/changePassword.form';
import type { PhoneVerificationPayload } from './phoneVerification.calc';

// These calls answer with a message and nothing worth reading: the message is the toast.

/** POST customer/changepassword: the logged-in player's new password, with the old one. */
export const postChangePassword = (client: OynaClient, form: ChangePasswordForm) =>
  client.http.post('customer/changepassword', form, z.unknown());

/** POST customer/updatephone: step 1 texts a code to the phone, step 2 checks it. */
export const postUpdatePhone = (client: OynaClient, payload: PhoneVerificationPayload) =>
  client.http.post('customer/updatephone', payload, z.unknown());

/** POST cms/callme: asks the call centre to call back. */
export const postCallRequest = (client: OynaClient, payload: CallRequestPayload) =>
  client.http.post('cms/callme', payload, z.unknown());
