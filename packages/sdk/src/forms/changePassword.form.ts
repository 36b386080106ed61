import * as z from 'zod';
import { passwordField } from './account.fields';
import { mustMatch } from './forms.rules';

/** Change password dialog, body of POST customer/changepassword. */
export const changePasswordFormSchema = mustMatch(
  z.object({
    oldPassword: passwordField(),
    password: passwordField(),
    confirmPassword: passwordField(),
  }),
  'password',
  'confirmPassword',
);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
