import { describe, expect, it } from 'vitest';
import { fieldErrors } from './forms.errors';
import { PHONE_CODE_MASK_DIALOG, PHONE_CODE_MASK_PAGE, phoneCodeStepSchema, phoneStepSchema } from './phoneVerification.form';

describe('phone verification forms', () => {
  it('needs a phone of digits on step 1', () => {
    expect(phoneStepSchema.safeParse({ phone: '5321234567' }).success).toBe(true);
    expect(fieldErrors(phoneStepSchema.safeParse({ phone: '+90 532' }).error!).phone?.key).toBe('validation.digits');
  });

  it('needs a code of exactly 6 characters on step 2', () => {
    expect(phoneCodeStepSchema.safeParse({ phone: '5321234567', code: '123456' }).success).toBe(true);
    expect(fieldErrors(phoneCodeStepSchema.safeParse({ phone: '5321234567', code: '12345' }).error!)).toEqual({
      code: { key: 'validation.exactLength', params: { length: 6 } },
    });
  });

  it('masks the code as 3 pairs in the dialog and 2 triples on the page, 6 digits each', () => {
    expect(PHONE_CODE_MASK_DIALOG.replaceAll('-', '')).toHaveLength(6);
    expect(PHONE_CODE_MASK_PAGE.replaceAll('-', '')).toHaveLength(6);
  });
});
