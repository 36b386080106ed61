import type { OynaClient } from '../client/createOyna';
import { callRequestFormSchema } from '../forms/callRequest.form';
import { changePasswordFormSchema } from '../forms/changePassword.form';
import { postCallRequest, postChangePassword } from './account.api';
import { toCallRequestPayload } from './callRequest.calc';
import { submitForm, type FormSubmitResult } from './formSubmit.task';

/** The Change Password dialog's submit: the old password, the new one and its confirmation. */
export const changePassword = (client: OynaClient, form: unknown): Promise<FormSubmitResult> =>
  submitForm(changePasswordFormSchema, form, (body) => postChangePassword(client, body));

/**
 * The call request form's submit: the player's text with their username and the chosen hour range
 * composed into the message (Turkish labels, for the call centre), and the contacts.
 */
export const requestCall = (client: OynaClient, form: unknown): Promise<FormSubmitResult> =>
  submitForm(callRequestFormSchema, form, (body) => postCallRequest(client, toCallRequestPayload(body)));
