import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema } from './changePassword.form';
import { fieldErrors } from './forms.errors';

describe('changePasswordFormSchema', () => {
  it('accepts any new password of 5+ characters typed twice', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 5 }), fc.string({ minLength: 5 }), (oldPassword, password) => {
        expect(changePasswordFormSchema.safeParse({ oldPassword, password, confirmPassword: password }).success).toBe(true);
      }),
    );
  });

  it('refuses a confirmation that differs from the new password', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 5 }), fc.string({ minLength: 5 }), (password, confirmPassword) => {
        fc.pre(password !== confirmPassword);
        const result = changePasswordFormSchema.safeParse({ oldPassword: 'eski12', password, confirmPassword });
        expect(fieldErrors(result.error!)).toEqual({
          confirmPassword: { key: 'validation.passwordsMatch', params: {} },
        });
      }),
    );
  });

  it('requires all three fields', () => {
    expect(Object.keys(fieldErrors(changePasswordFormSchema.safeParse({}).error!)).sort()).toEqual([
      'confirmPassword',
      'oldPassword',
      'password',
    ]);
  });
});
