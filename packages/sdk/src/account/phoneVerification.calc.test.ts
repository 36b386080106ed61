import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VerificationPage } from './account.enums';
import {
  RESEND_CODE_COUNTDOWN_S,
  initialPhoneDialog,
  initialPhonePage,
  phoneDialogReducer,
  phonePageReducer,
  phoneVerificationPayloadSchema,
  resendSecondsLeft,
  sendCodePayload,
  verifyCodePayload,
} from './phoneVerification.calc';

describe('customer/updatephone payloads', () => {
  it('sends the phone on step 1 and phone and code on step 2', () => {
    expect(sendCodePayload('5321234567')).toEqual({ step: 1, phone: '5321234567', code: '' });
    expect(verifyCodePayload('5321234567', '123456')).toEqual({ step: 2, phone: '5321234567', code: '123456' });
    expect(phoneVerificationPayloadSchema.safeParse(sendCodePayload('5321234567')).success).toBe(true);
    expect(phoneVerificationPayloadSchema.safeParse(verifyCodePayload('5321234567', '123')).success).toBe(false);
  });
});

describe('SMS verify dialog', () => {
  it('goes from the locked sign-up phone to the code and the celebration', () => {
    let state = phoneDialogReducer(initialPhoneDialog, { type: 'start', phone: '5321234567', lockPhone: true });
    expect(state).toMatchObject({ step: 1, phone: '5321234567', phoneLocked: true, codeDisabled: true });
    state = phoneDialogReducer(state, { type: 'codeSent' });
    expect(state).toMatchObject({ step: 2, codeDisabled: false });
    state = phoneDialogReducer({ ...state, code: '123456' }, { type: 'verified' });
    expect(state.step).toBe('verified');
  });

  it('returns to step 1 with an unlocked phone and no code on Change phone number', () => {
    const atCode = { step: 2 as const, phone: '5321234567', phoneLocked: true, code: '12', codeDisabled: false };
    expect(phoneDialogReducer(atCode, { type: 'changePhone' })).toEqual({
      step: 1,
      phone: '5321234567',
      phoneLocked: false,
      code: '',
      codeDisabled: true,
    });
  });

  it('ignores out-of-order answers', () => {
    expect(phoneDialogReducer(initialPhoneDialog, { type: 'codeSent' })).toBe(initialPhoneDialog);
    expect(phoneDialogReducer(initialPhoneDialog, { type: 'verified' })).toBe(initialPhoneDialog);
  });
});

describe('phone verification page', () => {
  it('starts Verified for a verified player and NotVerified otherwise', () => {
    expect(initialPhonePage(true).page).toBe(VerificationPage.Verified);
    expect(initialPhonePage(false).page).toBe(VerificationPage.NotVerified);
  });

  it('locks the phone while the code is awaited and clears the code on failure', () => {
    let state = phonePageReducer(initialPhonePage(false), { type: 'codeSent', at: 1000 });
    expect(state).toMatchObject({ page: VerificationPage.VerificationCode, phoneLocked: true, codeSentAt: 1000 });
    state = phonePageReducer({ ...state, code: '999999' }, { type: 'verifyFailed' });
    expect(state.code).toBe('');
    expect(phonePageReducer(state, { type: 'verified' }).page).toBe(VerificationPage.Verified);
  });

  it('opens Update with an editable phone only from NotVerified', () => {
    expect(phonePageReducer(initialPhonePage(false), { type: 'updateNumber' })).toMatchObject({
      page: VerificationPage.Update,
      phoneLocked: false,
    });
    expect(phonePageReducer(initialPhonePage(true), { type: 'updateNumber' }).page).toBe(VerificationPage.Verified);
  });

  it('counts 60 seconds down to the resend link', () => {
    expect(resendSecondsLeft(null, 5000)).toBe(0);
    expect(resendSecondsLeft(0, 0)).toBe(60);
    expect(resendSecondsLeft(0, 59_999)).toBe(1);
    expect(resendSecondsLeft(0, 60_000)).toBe(0);
    fc.assert(
      fc.property(fc.nat(1e12), fc.nat(200_000), (sentAt, elapsed) => {
        const left = resendSecondsLeft(sentAt, sentAt + elapsed);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(RESEND_CODE_COUNTDOWN_S);
        expect(left === 0).toBe(elapsed >= 60_000);
      }),
    );
  });
});
