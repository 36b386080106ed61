import { describe, expect, it } from 'vitest';
import { phoneDigits, phoneShown } from './phoneMask';

describe('phone mask', () => {
  it('shows a number grouped after the fixed +90', () => {
    expect(phoneShown('905321234567')).toBe('+90 (532) 123 45 67');
    expect(phoneShown('90532')).toBe('+90 (532');
    expect(phoneShown('')).toBe('');
  });

  it('hands the form the digits with the prefix, and nothing for a bare prefix', () => {
    expect(phoneDigits('+90 (532) 123 45 67')).toBe('905321234567');
    expect(phoneDigits('+90 (')).toBe('');
    expect(phoneDigits('')).toBe('');
  });

  it('keeps a shown number and its digits in step', () => {
    for (const digits of ['905', '9053212', '905321234567', '909000000000']) expect(phoneDigits(phoneShown(digits))).toBe(digits);
  });
});
