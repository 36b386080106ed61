import * as z from 'zod/mini';
import {
  ALPHANUMERIC_PATTERN,
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  PERSON_NAME_PATTERN,
  exactText,
  issue,
  requiredText,
} from './rules.schema';

/** Field rules shared by sign-up, recovery, change password and phone verification. */
export const PERSON_NAME_LENGTH = { min: 2, max: 100 } as const;
export const REGISTER_USERNAME_LENGTH = { min: 5, max: 30 } as const;
export const EMAIL_LENGTH = { min: 5, max: 100 } as const;
export const PHONE_LENGTH = { min: 5, max: 20 } as const;
export const PERSONAL_NO_LENGTH = 11;
export const PASSWORD_MIN_LENGTH = 5;
/** The login's longest password: a password set longer could never log in. */
export const PASSWORD_MAX_LENGTH = 100;

/** Phone input: ten digits typed after the fixed country prefix. */
export const PHONE_PREFIX = '90';
export const PHONE_MASK = '0000000000';

export const personNameField = () =>
  requiredText(PERSON_NAME_LENGTH.min, PERSON_NAME_LENGTH.max).check(z.regex(PERSON_NAME_PATTERN, issue('validation.letters')));

export const registerUsernameField = () =>
  requiredText(REGISTER_USERNAME_LENGTH.min, REGISTER_USERNAME_LENGTH.max).check(z.regex(ALPHANUMERIC_PATTERN, issue('validation.alphanumeric')));

export const emailField = () =>
  requiredText(EMAIL_LENGTH.min, EMAIL_LENGTH.max).check(z.regex(EMAIL_PATTERN, issue('validation.email')));

export const phoneField = () =>
  requiredText(PHONE_LENGTH.min, PHONE_LENGTH.max).check(z.regex(DIGITS_PATTERN, issue('validation.digits')));

export const personalNoField = () =>
  exactText(PERSONAL_NO_LENGTH).check(z.regex(DIGITS_PATTERN, issue('validation.digits')));

export const passwordField = () => requiredText(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
