import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { phoneField } from './fields.schema';
import { exactText } from './rules.schema';

export const PHONE_CODE_LENGTH = 6;
/** Code input mask in the SMS verify dialog. */
export const PHONE_CODE_MASK_DIALOG = '00-00-00';
/** Code input mask on the phone verification page. */
export const PHONE_CODE_MASK_PAGE = '000-000';

/** Step 1: the number a code is sent to. */
export const phoneStepSchema = object({ phone: phoneField() });
/** Step 2: the number and the received code. */
export const phoneCodeStepSchema = object({
  phone: phoneField(),
  code: exactText(PHONE_CODE_LENGTH),
});
export interface PhoneStep extends z.output<typeof phoneStepSchema> {}
export interface PhoneCodeStep extends z.output<typeof phoneCodeStepSchema> {}
