import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './forms.errors';
import { registerPayloadSchema, toRegisterPayload } from './register.schema';
import { validDefaultForm, validFastForm } from './register.fixtures';

describe('toRegisterPayload', () => {
  it('sends the national id and a YYYY-MM-DD birth date from the default form', () => {
    const payload = toRegisterPayload(validDefaultForm);
    expect(payload).toMatchObject({ PersonalNo: '12345678901', birthDate: '1992-02-29', country: 235 });
    expect(payload).not.toHaveProperty('isFast');
    expect(registerPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('marks a fast sign-up and leaves the national id and birth date out', () => {
    const payload = toRegisterPayload(validFastForm);
    expect(payload).toMatchObject({ isFast: true, country: 235 });
    expect(payload).not.toHaveProperty('PersonalNo');
    expect(payload).not.toHaveProperty('birthDate');
    expect(registerPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('adds the affiliate attribution', () => {
    expect(toRegisterPayload(validFastForm, { refId: 42 })).toMatchObject({ refId: 42 });
    expect(toRegisterPayload(validDefaultForm, { partner: 'p1', subid: 's', source: 'tw' })).toMatchObject({
      partner: 'p1',
      subid: 's',
      source: 'tw',
    });
  });

  it('builds a valid payload for every valid birth date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2010-12-31'), noInvalidDate: true }), (date) => {
        const [birthYear, birthMonth, birthDay] = date.toISOString().slice(0, 10).split('-') as [string, string, string];
        const payload = toRegisterPayload({ ...validDefaultForm, birthYear, birthMonth, birthDay });
        expect(payload.birthDate).toBe(date.toISOString().slice(0, 10));
        expect(registerPayloadSchema.safeParse(payload).success).toBe(true);
      }),
    );
  });
});

describe('registerPayloadSchema', () => {
  it('defaults the currency to 1', () => {
    const { currencyId: _currency, ...payload } = toRegisterPayload(validDefaultForm);
    expect(registerPayloadSchema.parse(payload).currencyId).toBe(1);
  });

  it('requires the national id and birth date unless the sign-up is fast', () => {
    const { PersonalNo: _id, birthDate: _date, ...payload } = toRegisterPayload(validDefaultForm);
    const result = registerPayloadSchema.safeParse(payload);
    expect(fieldErrors(result.error!)).toEqual({
      PersonalNo: { key: 'validation.required', params: {} },
      birthDate: { key: 'validation.required', params: {} },
    });
    expect(registerPayloadSchema.safeParse({ ...payload, isFast: true }).success).toBe(true);
  });

  it('refuses an impossible birth date and different passwords', () => {
    const payload = { ...toRegisterPayload(validDefaultForm), birthDate: '1990-02-30', password2: 'other' };
    expect(fieldErrors(registerPayloadSchema.safeParse(payload).error!)).toEqual({
      birthDate: { key: 'validation.date', params: {} },
      password2: { key: 'validation.passwordsMatch', params: {} },
    });
  });

  it('refuses a non-numeric referrer id', () => {
    const payload = { ...toRegisterPayload(validFastForm), refId: '42' };
    expect(registerPayloadSchema.safeParse(payload).success).toBe(false);
  });
});
