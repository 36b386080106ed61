import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './forms.errors';
import { loginFormSchema } from './login.form';

const text = (minLength: number, maxLength: number) => fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });

describe('loginFormSchema', () => {
  it('accepts usernames of 3 to 35 characters and passwords of 5 to 100', () => {
    fc.assert(
      fc.property(text(3, 35), text(5, 100), (username, password) => {
        expect(loginFormSchema.safeParse({ username, password }).success).toBe(true);
      }),
    );
  });

  it('refuses a username longer than 35 characters with the bound', () => {
    fc.assert(
      fc.property(text(36, 80), (username) => {
        const result = loginFormSchema.safeParse({ username, password: 'secret' });
        expect(result.success).toBe(false);
        expect(fieldErrors(result.error!).username).toEqual({ key: 'validation.maxLength', params: { max: 35 } });
      }),
    );
  });

  it('reports short and missing values per field', () => {
    const result = loginFormSchema.safeParse({ username: 'ab' });
    expect(fieldErrors(result.error!)).toEqual({
      username: { key: 'validation.minLength', params: { min: 3 } },
      password: { key: 'validation.required', params: {} },
    });
  });
});
