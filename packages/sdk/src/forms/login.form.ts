import * as z from 'zod/mini';
import { object } from '../schema/zod';
import { requiredText } from './rules.schema';

export const LOGIN_USERNAME_LENGTH = { min: 3, max: 35 } as const;
export const LOGIN_PASSWORD_LENGTH = { min: 5, max: 100 } as const;

/** The login form, also the body of POST auth/login. */
export const loginFormSchema = object({
  username: requiredText(LOGIN_USERNAME_LENGTH.min, LOGIN_USERNAME_LENGTH.max),
  password: requiredText(LOGIN_PASSWORD_LENGTH.min, LOGIN_PASSWORD_LENGTH.max),
});
export interface LoginForm extends z.output<typeof loginFormSchema> {}
