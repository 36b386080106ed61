import {
  DEFAULT_BIRTH_DATE,
  DEFAULT_COUNTRY_ID,
  DEFAULT_CURRENCY_ID,
  fastRegisterFormSchema,
  registerFormSchema,
} from '@oyna/sdk/forms';
import type { RegisterMode } from '@oyna/sdk/account';
import type { FormSchema } from '../shared/form.model';

/** The text inputs of the sign-up form; the default tab shows them all, the fast tab fewer. */
export type RegisterField =
  | 'name'
  | 'surname'
  | 'username'
  | 'email'
  | 'phone'
  | 'personalNo'
  | 'birthDay'
  | 'birthMonth'
  | 'birthYear'
  | 'country'
  | 'password'
  | 'password2';

export type RegisterValues = Record<RegisterField, string>;

/** Only what the default tab asks for: the national id, the birth date and the country picker. */
const DEFAULT_ONLY: ReadonlySet<RegisterField> = new Set(['personalNo', 'birthDay', 'birthMonth', 'birthYear', 'country']);

/** Whether a tab shows a field. */
export const showsField = (mode: RegisterMode, field: RegisterField): boolean => mode === 'default' || !DEFAULT_ONLY.has(field);

/** An empty form with the spec's defaults: birth date 01-01-1970 and the default country. */
export function initialRegisterValues(countryId: number = DEFAULT_COUNTRY_ID): RegisterValues {
  return {
    name: '',
    surname: '',
    username: '',
    email: '',
    phone: '',
    personalNo: '',
    birthDay: DEFAULT_BIRTH_DATE.day,
    birthMonth: DEFAULT_BIRTH_DATE.month,
    birthYear: DEFAULT_BIRTH_DATE.year,
    country: String(countryId),
    password: '',
    password2: '',
  };
}

/**
 * The form `registrationOf(client).register` takes, from the fields a tab shows: the fast tab
 * sends the default country it does not show, and `trialBonus` is the offered amount when the box
 * is ticked, else 0.
 */
export function toRegisterForm(values: RegisterValues, mode: RegisterMode, trialBonus: number): Record<string, unknown> {
  const common = {
    name: values.name.trim().replace(/\s+/g, ' '),
    surname: values.surname.trim().replace(/\s+/g, ' '),
    username: values.username.trim(),
    email: values.email.trim(),
    phone: values.phone,
    country: Number(values.country),
    currencyId: DEFAULT_CURRENCY_ID,
    trialBonus,
    password: values.password,
    password2: values.password2,
  };
  if (mode === 'fast') return common;
  return { ...common, personalNo: values.personalNo.trim(), birthDay: values.birthDay, birthMonth: values.birthMonth, birthYear: values.birthYear };
}

/** The schema of a tab, reading the form's text values, for `useZodForm`. */
export function registerFormRules(mode: RegisterMode, trialBonus: number): FormSchema<unknown> {
  const schema = mode === 'fast' ? fastRegisterFormSchema : registerFormSchema;
  return { safeParse: (values: unknown) => schema.safeParse(toRegisterForm(values as RegisterValues, mode, trialBonus)) };
}
