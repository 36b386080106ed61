import * as z from 'zod';
import {
  emailField,
  passwordField,
  personNameField,
  personalNoField,
  phoneField,
  registerUsernameField,
} from './account.fields';
import { issue, mustMatch, requiredId } from './forms.rules';
import {
  DEFAULT_CURRENCY_ID,
  isCalendarDate,
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
    .refine((value) => {
      const [year = '', month = '', day = ''] = value.split('-');
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(day, month, year);
    }, issue('validation.date'));

/**
 * Body of POST auth/register. The default form must send PersonalNo and birthDate
 * ('YYYY-MM-DD'); a fast sign-up (`isFast: true`) leaves both out.
 */
export const registerPayloadSchema = mustMatch(
  z
    .object({
      name: personNameField(),
      surname: personNameField(),
      username: registerUsernameField(),
      email: emailField(),
      phone: phoneField(),
      PersonalNo: personalNoField().optional(),
      country: requiredId(),
      currencyId: requiredId().default(DEFAULT_CURRENCY_ID),
      birthDate: birthDateField().optional(),
      trialBonus: z.number(issue('validation.required')).min(0, issue('validation.invalid')),
      password: passwordField(),
      password2: passwordField(),
      isFast: z.boolean().optional(),
      refId: z.number().int().optional(),
      partner: z.string().optional(),
      subid: z.string().optional(),
      source: z.string().optional(),
    })
    .superRefine((payload, context) => {
      if (payload.isFast) return;
      for (const field of ['PersonalNo', 'birthDate'] as const) {
        if (payload[field] === undefined) {
          context.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
        }
      }
    }),
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
