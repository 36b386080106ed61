import { z } from 'zod';
import { isCalendarDay } from './age.ts';

// The operator's own rules for logins and sign-ups (platform spec, section 5). The SDK has its own
// copy for the forms; contract tests in the SDK prove the two agree.
const key = (error: string) => ({ error });
const PERSON_NAME = /^\p{L}+(?: \p{L}+)*$/u;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const DIGITS = /^\d+$/;
const EMAIL = z.regexes.email;

/** A required text of `min` to `max` characters: an empty one is only "required". */
const text = (min: number, max?: number) => {
  const base = z
    .string(key('validation.required'))
    .min(1, { ...key('validation.required'), abort: true })
    .min(min, key('validation.minLength'));
  return max === undefined ? base : base.max(max, key('validation.maxLength'));
};
const wholeNumber = () => z.number(key('validation.integer')).int(key('validation.integer'));

export const loginSchema = z.object({ username: text(3, 35), password: text(5, 100) });

const password = () => text(5);

/** Body of POST auth/register; a fast sign-up (`isFast: true`) leaves out national id and birth date. */
export const registerSchema = z
  .object({
    name: text(2, 100).regex(PERSON_NAME, key('validation.letters')),
    surname: text(2, 100).regex(PERSON_NAME, key('validation.letters')),
    username: text(5, 30).regex(ALPHANUMERIC, key('validation.alphanumeric')),
    email: text(5, 100).regex(EMAIL, key('validation.email')),
    phone: text(5, 20).regex(DIGITS, key('validation.digits')),
    PersonalNo: z
      .string(key('validation.required'))
      .min(1, { ...key('validation.required'), abort: true })
      .length(11, key('validation.exactLength'))
      .regex(DIGITS, key('validation.digits'))
      .optional(),
    country: wholeNumber(),
    currencyId: wholeNumber().default(1),
    birthDate: z
      .string(key('validation.required'))
      .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDay(value), key('validation.date'))
      .optional(),
    trialBonus: z.number(key('validation.required')).min(0, key('validation.invalid')),
    password: password(),
    password2: password(),
    isFast: z.boolean().optional(),
    refId: wholeNumber().optional(),
    partner: z.string().optional(),
    subid: z.string().optional(),
    source: z.string().optional(),
  })
  .superRefine((payload, context) => {
    if (!payload.isFast) {
      for (const field of ['PersonalNo', 'birthDate'] as const) {
        if (payload[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
      }
    }
    if (payload.password !== payload.password2) {
      context.addIssue({ code: 'custom', path: ['password2'], message: 'validation.passwordsMatch' });
    }
  });
export type RegisterPayload = z.output<typeof registerSchema>;
