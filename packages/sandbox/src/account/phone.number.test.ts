import { describe, expect, it } from 'vitest';
import { displayPhone, phoneForms, phoneKey } from './phone.number.ts';

describe('phone numbers', () => {
  it('knows a Turkish number however the player typed it', () => {
    for (const typed of ['5321234567', '05321234567', '905321234567', '00905321234567']) {
      expect(phoneForms(typed)).toEqual(['5321234567', '05321234567', '905321234567', '00905321234567']);
      expect(phoneKey(typed)).toBe('905321234567');
      expect(displayPhone(typed)).toBe('+90 532 123 45 67');
    }
  });

  it('leaves any other number as typed', () => {
    for (const typed of ['12345', '4915112345678', '0532123456', '9053212345678', '0090532123456', '00495321234567']) {
      expect(phoneForms(typed)).toEqual([typed]);
      expect(phoneKey(typed)).toBe(typed);
      expect(displayPhone(typed)).toBe(typed);
    }
  });
});
