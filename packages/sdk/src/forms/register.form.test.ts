import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type Schema } from '../schema/zod';
import { fieldErrors } from './forms.errors';
import { defaultCountryId, fastRegisterFormSchema, registerFormSchema } from './register.form';
import { validDefaultForm, validFastForm } from './register.fixtures';

const errorsOf = (input: unknown, schema: Schema<unknown> = registerFormSchema) => {
  const result = z.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.error);
};

const TURKISH_LETTERS = [...'abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ'];
const word = fc.string({ unit: fc.constantFrom(...TURKISH_LETTERS), minLength: 1, maxLength: 12 });

describe('registerFormSchema', () => {
  it('accepts a complete default sign-up', () => {
    expect(errorsOf(validDefaultForm)).toEqual({});
  });

  it('accepts names of Turkish letters with single spaces between words', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const name = words.join(' ').padEnd(2, 'a');
        expect(errorsOf({ ...validDefaultForm, name }).name).toBeUndefined();
      }),
    );
  });

  it.each(['Ali  Veli', ' Ali', 'Ali ', 'Ali3', 'Ali-Veli'])('refuses the name %j', (name) => {
    expect(errorsOf({ ...validDefaultForm, name }).name?.key).toBe('validation.letters');
  });

  it('bounds names to 2..100 characters', () => {
    expect(errorsOf({ ...validDefaultForm, surname: 'A' }).surname).toEqual({
      key: 'validation.minLength',
      params: { min: 2 },
    });
    expect(errorsOf({ ...validDefaultForm, surname: 'a'.repeat(101) }).surname?.params).toEqual({ max: 100 });
  });

  it('allows only 5..30 Latin letters and digits in the username', () => {
    expect(errorsOf({ ...validDefaultForm, username: 'göktürk' }).username?.key).toBe('validation.alphanumeric');
    expect(errorsOf({ ...validDefaultForm, username: 'ali_1' }).username?.key).toBe('validation.alphanumeric');
    expect(errorsOf({ ...validDefaultForm, username: 'ali1' }).username?.params).toEqual({ min: 5 });
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{5,30}$/), (username) => {
        expect(errorsOf({ ...validDefaultForm, username }).username).toBeUndefined();
      }),
    );
  });

  it('checks the email format and length', () => {
    expect(errorsOf({ ...validDefaultForm, email: 'gokce@' }).email?.key).toBe('validation.email');
    expect(errorsOf({ ...validDefaultForm, email: 'a@b' }).email?.key).toBe('validation.minLength');
  });

  it('takes 5..20 digits as the phone', () => {
    expect(errorsOf({ ...validDefaultForm, phone: '532 123' }).phone?.key).toBe('validation.digits');
    expect(errorsOf({ ...validDefaultForm, phone: '1234' }).phone?.key).toBe('validation.minLength');
    expect(errorsOf({ ...validDefaultForm, phone: '1'.repeat(21) }).phone?.key).toBe('validation.maxLength');
  });

  it('needs exactly 11 digits as the national id', () => {
    expect(errorsOf({ ...validDefaultForm, personalNo: '1234567890' }).personalNo).toEqual({
      key: 'validation.exactLength',
      params: { length: 11 },
    });
    expect(errorsOf({ ...validDefaultForm, personalNo: '1234567890a' }).personalNo?.key).toBe('validation.digits');
  });

  it('refuses a birth date that is not in the calendar', () => {
    expect(errorsOf({ ...validDefaultForm, birthDay: '30', birthMonth: '02' }).birthDay?.key).toBe('validation.date');
    expect(errorsOf({ ...validDefaultForm, birthYear: '92' }).birthYear?.key).toBe('validation.date');
    expect(errorsOf({ ...validDefaultForm, birthMonth: '1' }).birthMonth?.key).toBe('validation.date');
  });

  it('reports different passwords on the confirmation field only', () => {
    expect(errorsOf({ ...validDefaultForm, password2: 'secret2' })).toEqual({
      password2: { key: 'validation.passwordsMatch', params: {} },
    });
  });

  it('compares the passwords even while another field is still wrong', () => {
    const errors = errorsOf({ ...validDefaultForm, email: 'nope', password2: 'other' });
    expect(errors.password2?.key).toBe('validation.passwordsMatch');
  });

  it('requires a country, a currency and the trial bonus choice', () => {
    const { country: _country, currencyId: _currency, trialBonus: _bonus, ...rest } = validDefaultForm;
    expect(Object.keys(errorsOf(rest)).sort()).toEqual(['country', 'currencyId', 'trialBonus']);
  });
});

describe('fastRegisterFormSchema', () => {
  it('needs no national id or birth date but still the country', () => {
    expect(errorsOf(validFastForm, fastRegisterFormSchema)).toEqual({});
    const { country: _country, ...withoutCountry } = validFastForm;
    expect(errorsOf(withoutCountry, fastRegisterFormSchema)).toEqual({
      country: { key: 'validation.required', params: {} },
    });
  });
});

describe('defaultCountryId', () => {
  it('picks the country named Turkiye, else 235', () => {
    expect(defaultCountryId([{ id: 1, name: 'Almanya' }, { id: 90, name: 'Turkiye' }])).toBe(90);
    expect(defaultCountryId([{ id: 1, name: 'Almanya' }])).toBe(235);
  });
});

describe('a new password', () => {
  it('is at most as long as the login takes, so every password set can log in', () => {
    const long = 'p'.repeat(101);
    expect(fastRegisterFormSchema.safeParse({ ...validFastForm, password: long, password2: long }).success).toBe(false);
    const longest = 'p'.repeat(100);
    expect(fastRegisterFormSchema.safeParse({ ...validFastForm, password: longest, password2: longest }).success).toBe(true);
  });
});
