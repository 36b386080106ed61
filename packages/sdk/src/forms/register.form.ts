import { isCalendarDate } from './calendarDate.calc';
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

/** Sign-up defaults from the spec: currency 1 and birth date 01-01-1970. */
export const DEFAULT_CURRENCY_ID = 1;
export const DEFAULT_BIRTH_DATE = { day: '01', month: '01', year: '1970' } as const;
/** The country preselected when the list has no entry named {@link DEFAULT_COUNTRY_NAME}. */
export const DEFAULT_COUNTRY_ID = 235;
export const DEFAULT_COUNTRY_NAME = 'Turkiye';

/** The id of the country named Turkiye in the server's list, else {@link DEFAULT_COUNTRY_ID}. */
export function defaultCountryId(countries: readonly { id: number; name: string }[]): number {
  return countries.find((country) => country.name === DEFAULT_COUNTRY_NAME)?.id ?? DEFAULT_COUNTRY_ID;
}

const twoDigits = () => z.string(issue('validation.required')).check(z.regex(/^\d{2}$/, issue('validation.date')));

const commonShape = {
  name: personNameField(),
  surname: personNameField(),
  username: registerUsernameField(),
  email: emailField(),
  phone: phoneField(),
  /** Country id; the fast form does not show the picker but still sends the default country. */
  country: requiredId(),
  currencyId: requiredId(),
  /** 0 when the trial bonus box is not ticked, else the offered amount. */
  trialBonus: z.number(issue('validation.required')).check(z.gte(0, issue('validation.invalid'))),
  password: passwordField(),
  password2: passwordField(),
};

/** Default Register tab. */
export const registerFormSchema = mustMatch(
  object({
      ...commonShape,
      personalNo: personalNoField(),
      birthDay: twoDigits(),
      birthMonth: twoDigits(),
      birthYear: z.string(issue('validation.required')).check(z.regex(/^\d{4}$/, issue('validation.date'))),
    })
    .check(
      z.refine((form) => isCalendarDate(form.birthDay, form.birthMonth, form.birthYear), {
        ...issue('validation.date'),
        path: ['birthDay'],
      }),
    ),
  'password',
  'password2',
);
export interface RegisterForm extends z.output<typeof registerFormSchema> {}

/**
 * Fast Register tab (opens first): no national id and no birth date. The spec hides the country
 * picker yet keeps it required, so the form carries the preselected default country
 * ({@link defaultCountryId}) and sends it.
 */
export const fastRegisterFormSchema = mustMatch(object(commonShape), 'password', 'password2');
export interface FastRegisterForm extends z.output<typeof fastRegisterFormSchema> {}
