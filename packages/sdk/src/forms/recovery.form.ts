import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { passwordField } from './fields.schema';
import { mustMatch, requiredText } from './rules.schema';

export const RECOVERY_USERNAME_LENGTH = { min: 5, max: 50 } as const;
export const RESET_CODE_LENGTH = { min: 3, max: 20 } as const;

const usernameShape = {
  username: requiredText(RECOVERY_USERNAME_LENGTH.min, RECOVERY_USERNAME_LENGTH.max),
};
const codeShape = {
  ...usernameShape,
  code: requiredText(RESET_CODE_LENGTH.min, RESET_CODE_LENGTH.max),
};

/** Recovery step 1, body of POST auth/sendresetpassword. */
export const recoveryUsernameSchema = object(usernameShape);
/** Recovery step 2, body of POST auth/checkresetcode. */
export const recoveryCodeSchema = object(codeShape);
/** Recovery step 3, body of POST auth/changepasswordwithcode; the new password follows sign-up. */
export const recoveryPasswordSchema = mustMatch(
  object({ ...codeShape, password: passwordField(), password2: passwordField() }),
  'password',
  'password2',
);
export interface RecoveryUsername extends z.output<typeof recoveryUsernameSchema> {}
export interface RecoveryCode extends z.output<typeof recoveryCodeSchema> {}
export interface RecoveryPassword extends z.output<typeof recoveryPasswordSchema> {}
