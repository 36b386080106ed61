import * as z from 'zod/mini';
import { object } from '../schema/zod';
import {
  emailField,
  passwordField,
  personNameField,
  personalNoField,
  phoneField,
  registerUsernameField,
} from './fields.schema';
import { issue, mustMatch, requiredId } from './rules.schema';
import { isCalendarDate } from './calendarDate.calc';
import {
  DEFAULT_CURRENCY_ID,
  type FastRegisterForm,
  type RegisterForm,
} from './register.form';

/** Affiliate attribution sent with a sign-up: a referrer id, or a partner campaign. */
export type Affiliate =
  | { refId: number }
  | { partner?: string; subid?: string; source?: string };

const birthDateField = () =>
  z
    .string(issue('validation.required'))
    .check(
      z.refine((value) => {
        const [year = '', month = '', day = ''] = value.split('-');
        return /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(day, month, year);
      }, issue('validation.date')),
    );

/**
 * Body of POST auth/register. The default form must send PersonalNo and birthDate
 * ('YYYY-MM-DD'); a fast sign-up (`isFast: true`) leaves both out.
 */
export const registerPayloadSchema = mustMatch(
  object({
      name: personNameField(),
      surname: personNameField(),
      username: registerUsernameField(),
      email: emailField(),
      phone: phoneField(),
      PersonalNo: z.optional(personalNoField()),
      country: requiredId(),
      currencyId: z._default(requiredId(), DEFAULT_CURRENCY_ID),
      birthDate: z.optional(birthDateField()),
      trialBonus: z.number(issue('validation.required')).check(z.gte(0, issue('validation.invalid'))),
      password: passwordField(),
      password2: passwordField(),
      isFast: z.optional(z.boolean()),
      refId: z.optional(z.int()),
      partner: z.optional(z.string()),
      subid: z.optional(z.string()),
      source: z.optional(z.string()),
    })
    .check(
      z.superRefine((payload, context) => {
        if (payload.isFast) return;
        for (const field of ['PersonalNo', 'birthDate'] as const) {
          if (payload[field] === undefined) {
            context.addIssue({ code: 'custom', path: [field], message: 'validation.required', input: payload });
          }
        }
      }),
    ),
  'password',
  'password2',
);
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

const isDefaultForm = (form: RegisterForm | FastRegisterForm): form is RegisterForm =>
  'personalNo' in form;

/** Builds the auth/register body from a validated sign-up form and the player's affiliate data. */
export function toRegisterPayload(
  form: RegisterForm | FastRegisterForm,
  affiliate: Affiliate | null = null,
): RegisterPayload {
  const common = {
    name: form.name,
    surname: form.surname,
    username: form.username,
    email: form.email,
    phone: form.phone,
    country: form.country,
    currencyId: form.currencyId,
    trialBonus: form.trialBonus,
    password: form.password,
    password2: form.password2,
    ...affiliate,
  };
  if (!isDefaultForm(form)) return { ...common, isFast: true };
  return {
    ...common,
    PersonalNo: form.personalNo,
    birthDate: `${form.birthYear}-${form.birthMonth}-${form.birthDay}`,
  };
}
