import { z } from 'zod';
import { CALL_CONTACTS_MAX, CALL_CONTACT_LENGTH, CALL_MESSAGE_LENGTH, CALL_NAME_LENGTH, CODE_LENGTH, CONTACT_TYPES } from '../account/account.limits.ts';
import { isMisspeltTurkishPhone } from '../account/phone.number.ts';
import { isCalendarDay } from './age.ts';

// The operator's own rules for logins and sign-ups (platform spec, section 5). The SDK has its own
// copy for the forms; contract tests in the SDK prove the two agree.
const key = (error: string) => ({ error });
const PERSON_NAME = /^\p{L}+(?: \p{L}+)*$/u;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const DIGITS = /^\d+$/;
const EMAIL = z.regexes.email;

/** A required text of `min` to `max` characters: an empty one is only "required". */
const text = (min: number, max?: number, { trimmed = false } = {}) => {
  const base = (trimmed ? z.string(key('validation.required')).trim() : z.string(key('validation.required')))
    .min(1, { ...key('validation.required'), abort: true })
    .min(min, key('validation.minLength'));
  return max === undefined ? base : base.max(max, key('validation.maxLength'));
};
/** Words a person writes to be read (a name, a message, a contact): spaces around them do not count, so spaces alone are no text. */
const words = (min: number, max: number) => text(min, max, { trimmed: true });
/** A required text of exactly `length` characters. */
const exactText = (length: number) =>
  z
    .string(key('validation.required'))
    .min(1, { ...key('validation.required'), abort: true })
    .length(length, key('validation.exactLength'));
const wholeNumber = () => z.number(key('validation.integer')).int(key('validation.integer'));

export const loginSchema = z.object({ username: text(3, 35), password: text(5, 100) });

// As long as the login takes at most: a longer password could be set and never used.
const password = () => text(5, 100);
const phone = () =>
  text(5, 20)
    .regex(DIGITS, key('validation.digits'))
    .refine((value) => !isMisspeltTurkishPhone(value), key('validation.phoneSpelling'));
/** Affiliate tags come from cookies and storage the player can edit: bounded like any text. */
const affiliateTag = () => z.string(key('validation.invalid')).max(100, key('validation.maxLength')).optional();

/** `confirmation` must repeat `field` (reported on the confirmation). */
const matching =
  <K extends string>(field: K, confirmation: K) =>
  (payload: Record<K, string>, context: z.RefinementCtx) => {
    if (payload[field] !== payload[confirmation]) {
      context.addIssue({ code: 'custom', path: [confirmation], message: 'validation.passwordsMatch' });
    }
  };

/** Body of POST auth/register; a fast sign-up (`isFast: true`) leaves out national id and birth date. */
export const registerSchema = z
  .object({
    name: text(2, 100).regex(PERSON_NAME, key('validation.letters')),
    surname: text(2, 100).regex(PERSON_NAME, key('validation.letters')),
    username: text(5, 30).regex(ALPHANUMERIC, key('validation.alphanumeric')),
    email: text(5, 100).regex(EMAIL, key('validation.email')),
    phone: phone(),
    PersonalNo: exactText(11).regex(DIGITS, key('validation.digits')).optional(),
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
    partner: affiliateTag(),
    subid: affiliateTag(),
    source: affiliateTag(),
  })
  .superRefine((payload, context) => {
    if (!payload.isFast) {
      for (const field of ['PersonalNo', 'birthDate'] as const) {
        if (payload[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
      }
    }
    matching('password', 'password2')(payload, context);
  });
export type RegisterPayload = z.output<typeof registerSchema>;

/** Body of POST customer/updatephone: step 1 sends a code to `phone`, step 2 checks the code it got. */
export const updatePhoneSchema = z.discriminatedUnion(
  'step',
  [
    z.object({ step: z.literal(1), phone: phone(), code: z.string(key('validation.invalid')).optional() }),
    z.object({ step: z.literal(2), phone: phone(), code: exactText(CODE_LENGTH) }),
  ],
  key('validation.option'),
);

/** Body of POST customer/changepassword. */
export const changePasswordSchema = z
  .object({ oldPassword: password(), password: password(), confirmPassword: password() })
  .superRefine(matching('password', 'confirmPassword'));

const recoveryUsername = () => text(5, 50);
const resetCode = () => text(3, 20);

/** Body of POST auth/sendresetpassword. */
export const recoveryUsernameSchema = z.object({ username: recoveryUsername() });
/** Body of POST auth/checkresetcode. */
export const recoveryCodeSchema = z.object({ username: recoveryUsername(), code: resetCode() });
/** Body of POST auth/changepasswordwithcode: the new password follows the sign-up rule. */
export const recoveryPasswordSchema = z
  .object({ username: recoveryUsername(), code: resetCode(), password: password(), password2: password() })
  .superRefine(matching('password', 'password2'));

/** Body of POST cms/callme. */
export const callRequestSchema = z.object({
  name: words(CALL_NAME_LENGTH.min, CALL_NAME_LENGTH.max),
  message: words(CALL_MESSAGE_LENGTH.min, CALL_MESSAGE_LENGTH.max),
  contacts: z
    .array(
      z.object({
        type: z.literal([...CONTACT_TYPES], key('validation.option')),
        contact: words(CALL_CONTACT_LENGTH.min, CALL_CONTACT_LENGTH.max),
      }),
      key('validation.required'),
    )
    .min(1, key('validation.minItems'))
    .max(CALL_CONTACTS_MAX, key('validation.maxItems')),
});
