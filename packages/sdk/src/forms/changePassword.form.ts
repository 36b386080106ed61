import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { passwordField } from './fields.schema';
import { mustMatch } from './rules.schema';

/** Change password dialog, body of POST customer/changepassword. */
export const changePasswordFormSchema = mustMatch(
  object({
    oldPassword: passwordField(),
    password: passwordField(),
    confirmPassword: passwordField(),
  }),
  'password',
  'confirmPassword',
);
export interface ChangePasswordForm extends z.output<typeof changePasswordFormSchema> {}
