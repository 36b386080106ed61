import { describe, expect, it } from 'vitest';
import { displayPhone, isMisspeltTurkishPhone, phoneForms, phoneKey } from './phone.number.ts';

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

  it('tells a Turkish number under odd prefixes from the four spellings and from other countries', () => {
    for (const typed of ['9005321234567', '0005321234567', '000905321234567', '009005321234567', '0905321234567']) {
      expect(isMisspeltTurkishPhone(typed), typed).toBe(true);
    }
    for (const typed of ['5321234567', '05321234567', '905321234567', '00905321234567', '12345', '4915112345678', '00495321234567', '004912345678', '9053212345678']) {
      expect(isMisspeltTurkishPhone(typed), typed).toBe(false);
    }
  });
});
