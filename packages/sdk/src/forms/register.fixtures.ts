import type { FastRegisterForm, RegisterForm } from './register.form';

/** A fast sign-up a player could really submit. */
export const validFastForm: FastRegisterForm = {
  name: 'Gökçe Şule',
  surname: 'Işıkoğlu',
  username: 'gokce1990',
  email: 'gokce@example.com',
  phone: '5321234567',
  country: 235,
  currencyId: 1,
  trialBonus: 0,
  password: 'secret1',
  password2: 'secret1',
};

/** A default sign-up a player could really submit. */
export const validDefaultForm: RegisterForm = {
  ...validFastForm,
  personalNo: '12345678901',
  birthDay: '29',
  birthMonth: '02',
  birthYear: '1992',
};
