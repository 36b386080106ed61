import { describe, expect, it } from 'vitest';
import { phoneShown } from './phoneMask';
import { phoneText } from './phoneText';

describe('phoneText', () => {
  it('groups a Turkish number as the phone field shows it', () => {
    expect(phoneText('905321234567')).toBe('+90 (532) 123 45 67');
    expect(phoneText('905321234567')).toBe(phoneShown('905321234567'));
  });

  it('leaves any other number as it is, with its plus', () => {
    for (const phone of ['4915112345678', '90532123456', '12345']) expect(phoneText(phone)).toBe(`+${phone}`);
  });
});
