import { describe, expect, it } from 'vitest';
import { initialRegisterValues, registerFormRules, showsField, toRegisterForm, type RegisterValues } from './register.model';

const filled: RegisterValues = {
  ...initialRegisterValues(),
  name: ' Gökçe  Şule ',
  surname: 'Işıkoğlu',
  username: 'gokce1990',
  email: 'gokce@example.com',
  phone: '905327000001',
  personalNo: '12345678901',
  birthDay: '29',
  birthMonth: '02',
  birthYear: '1992',
  password: 'gizli12345',
  password2: 'gizli12345',
};

describe('register model', () => {
  it('asks for the national id, the birth date and the country on the default tab only', () => {
    for (const field of ['personalNo', 'birthDay', 'birthMonth', 'birthYear', 'country'] as const) {
      expect([showsField('fast', field), showsField('default', field)]).toEqual([false, true]);
    }
    expect(showsField('fast', 'phone')).toBe(true);
  });

  it('starts with the spec’s birth date 01-01-1970 and the default country', () => {
    expect(initialRegisterValues()).toMatchObject({ birthDay: '01', birthMonth: '01', birthYear: '1970', country: '235' });
    expect(initialRegisterValues(16).country).toBe('16');
  });

  it('builds the fast form with the country it does not show, the currency and the ticked bonus', () => {
    expect(toRegisterForm(filled, 'fast', 250)).toEqual({
      name: 'Gökçe Şule',
      surname: 'Işıkoğlu',
      username: 'gokce1990',
      email: 'gokce@example.com',
      phone: '905327000001',
      country: 235,
      currencyId: 1,
      trialBonus: 250,
      password: 'gizli12345',
      password2: 'gizli12345',
    });
  });

  it('adds the national id and the three birth date fields on the default tab', () => {
    expect(toRegisterForm(filled, 'default', 0)).toMatchObject({ personalNo: '12345678901', birthDay: '29', birthMonth: '02', birthYear: '1992', trialBonus: 0 });
  });

  it('checks a tab by its own rules: the fast tab ignores a missing national id', () => {
    const noId = { ...filled, personalNo: '' };
    expect(registerFormRules('fast', 0).safeParse(noId).success).toBe(true);
    expect(registerFormRules('default', 0).safeParse(noId).success).toBe(false);
  });
});
