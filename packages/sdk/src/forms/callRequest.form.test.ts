import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tr } from '../i18n/catalog/tr';
import {
  CONTACT_TYPE_OPTIONS,
  ContactType,
  TIME_SLOTS,
  addContactWarning,
  callRequestFormSchema,
  callRequestSubmitWarning,
} from './callRequest.form';
import { fieldErrors } from './forms.errors';

const validForm = {
  name: 'Ayşe Yılmaz',
  username: 'ayse34',
  message: 'Yatırım hakkında bilgi almak istiyorum',
  contacts: [{ type: ContactType.Phone, contact: '5321234567' }],
  timeSlot: '14:30 - 15:30',
};
const errorsOf = (input: unknown) => {
  const result = callRequestFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('callRequestFormSchema', () => {
  it('accepts a complete request', () => {
    expect(errorsOf(validForm)).toEqual({});
  });

  it('bounds the name to 5..30 and the message to 5..100 characters', () => {
    expect(errorsOf({ ...validForm, name: 'Ayşe', message: 'x'.repeat(101) })).toEqual({
      name: { key: 'validation.minLength', params: { min: 5 } },
      message: { key: 'validation.maxLength', params: { max: 100 } },
    });
  });

  it('refuses a blank username and time slot', () => {
    expect(errorsOf({ ...validForm, username: '   ', timeSlot: ' ' })).toEqual({
      username: { key: 'validation.required', params: {} },
      timeSlot: { key: 'validation.required', params: {} },
    });
  });

  it('takes only the 8 offered time slots', () => {
    expect(TIME_SLOTS).toHaveLength(8);
    for (const timeSlot of TIME_SLOTS) expect(errorsOf({ ...validForm, timeSlot })).toEqual({});
    expect(errorsOf({ ...validForm, timeSlot: '09:30 - 10:30' }).timeSlot?.key).toBe('validation.option');
  });

  it('takes 1 to 5 contacts, each with a known type and a 5..30 character value', () => {
    const contact = fc.record({
      type: fc.constantFrom(...Object.values(ContactType)),
      contact: fc.string({ minLength: 5, maxLength: 30 }),
    });
    fc.assert(
      fc.property(fc.array(contact, { minLength: 1, maxLength: 5 }), (contacts) => {
        expect(errorsOf({ ...validForm, contacts })).toEqual({});
      }),
    );
    expect(errorsOf({ ...validForm, contacts: [] }).contacts).toEqual({ key: 'validation.minItems', params: { min: 1 } });
    expect(errorsOf({ ...validForm, contacts: Array(6).fill(validForm.contacts[0]) }).contacts).toEqual({
      key: 'validation.maxItems',
      params: { max: 5 },
    });
    expect(errorsOf({ ...validForm, contacts: [{ type: 9, contact: 'abc' }] })).toEqual({
      'contacts.0.type': { key: 'validation.option', params: {} },
      'contacts.0.contact': { key: 'validation.minLength', params: { min: 5 } },
    });
  });

  it('offers Phone, Telegram and Email in the dropdown, not Whatsapp', () => {
    expect(CONTACT_TYPE_OPTIONS).toEqual([1, 3, 4]);
  });
});

describe('call request warnings', () => {
  it('names the first missing part in the spec order, in Turkish', () => {
    const warning = (form: Parameters<typeof callRequestSubmitWarning>[0]) => {
      const key = callRequestSubmitWarning(form);
      return key && tr[key];
    };
    expect(warning({})).toBe('Lütfen kullanıcı adınızı girin');
    expect(warning({ username: 'ayse34' })).toBe('En az bir iletişim bilgisi eklemelisiniz');
    expect(warning({ username: 'ayse34', contacts: validForm.contacts, timeSlot: '' })).toBe(
      'Lütfen bir saat aralığı seçin',
    );
    expect(warning(validForm)).toBeNull();
  });

  it('refuses a sixth contact', () => {
    expect(addContactWarning(4)).toBeNull();
    expect(tr[addContactWarning(5)!]).toBe('Maksimum 5 iletişim bilgisi ekleyebilirsiniz');
  });
});
