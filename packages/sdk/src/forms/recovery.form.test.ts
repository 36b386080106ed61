import { describe, expect, it } from 'vitest';
import { fieldErrors } from './forms.errors';
import { recoveryCodeSchema, recoveryPasswordSchema, recoveryUsernameSchema } from './recovery.form';

describe('recovery forms', () => {
  it('takes a username of 5 to 50 characters', () => {
    expect(recoveryUsernameSchema.safeParse({ username: 'gokce' }).success).toBe(true);
    expect(fieldErrors(recoveryUsernameSchema.safeParse({ username: 'a'.repeat(51) }).error!)).toEqual({
      username: { key: 'validation.maxLength', params: { max: 50 } },
    });
  });

  it('takes a reset code of 3 to 20 characters', () => {
    expect(recoveryCodeSchema.safeParse({ username: 'gokce', code: 'A1B' }).success).toBe(true);
    expect(fieldErrors(recoveryCodeSchema.safeParse({ username: 'gokce', code: 'A1' }).error!)).toEqual({
      code: { key: 'validation.minLength', params: { min: 3 } },
    });
  });

  it('needs a new password of at least 5 characters, confirmed', () => {
    const base = { username: 'gokce', code: 'A1B2' };
    expect(recoveryPasswordSchema.safeParse({ ...base, password: 'yeni1', password2: 'yeni1' }).success).toBe(true);
    expect(fieldErrors(recoveryPasswordSchema.safeParse({ ...base, password: 'yeni', password2: 'yeni1' }).error!)).toEqual({
      password: { key: 'validation.minLength', params: { min: 5 } },
      password2: { key: 'validation.passwordsMatch', params: {} },
    });
  });
});
