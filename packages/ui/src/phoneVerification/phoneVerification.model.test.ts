import { describe, expect, it } from 'vitest';
import { VerificationPage, initialPhoneDialog, initialPhonePage, phoneDialogReducer, phonePageReducer } from '@oyna/sdk/account';
import { phoneDialogView, phonePanelView } from './phoneVerification.model';

describe('phoneDialogView', () => {
  it('asks for the number first, the code field waiting disabled', () => {
    expect(phoneDialogView(phoneDialogReducer(initialPhoneDialog, { type: 'start', phone: '905321234567' }))).toEqual({
      kind: 'form',
      step: 1,
      phoneEditable: true,
      codeEnabled: false,
      changePhone: false,
    });
  });

  it('keeps a number sign-up handed over locked', () => {
    const started = phoneDialogReducer(initialPhoneDialog, { type: 'start', phone: '905321234567', lockPhone: true });
    expect(phoneDialogView(started)).toMatchObject({ step: 1, phoneEditable: false });
  });

  it('asks for the code once it went out, offering another number', () => {
    const sent = phoneDialogReducer(phoneDialogReducer(initialPhoneDialog, { type: 'start' }), { type: 'codeSent' });
    expect(phoneDialogView(sent)).toEqual({ kind: 'form', step: 2, phoneEditable: false, codeEnabled: true, changePhone: true });
  });

  it('celebrates once verified', () => {
    expect(phoneDialogView({ ...initialPhoneDialog, step: 'verified' })).toEqual({ kind: 'verified' });
  });
});

describe('phonePanelView', () => {
  const page = (event?: Parameters<typeof phonePageReducer>[1]) => (event ? phonePageReducer(initialPhonePage(false), event) : initialPhonePage(false));

  it('offers Send Code and Update Number for a stored number not verified yet', () => {
    expect(phonePanelView(page(), '905321234567')).toEqual({ verified: false, phoneEditable: false, sendCode: true, updateNumber: true, code: false });
  });

  it('lets a player without a number type one', () => {
    expect(phonePanelView(page(), '')).toMatchObject({ phoneEditable: true, sendCode: true, updateNumber: false });
  });

  it('makes the number editable on Update Number', () => {
    expect(phonePanelView(page({ type: 'updateNumber' }), '905321234567')).toMatchObject({ phoneEditable: true, sendCode: true, updateNumber: false });
  });

  it('asks for the code once sent', () => {
    expect(phonePanelView(page({ type: 'codeSent', at: 0 }), '905321234567')).toEqual({
      verified: false,
      phoneEditable: false,
      sendCode: false,
      updateNumber: false,
      code: true,
    });
  });

  it('has nothing to do once verified', () => {
    expect(phonePanelView(initialPhonePage(true), '905321234567')).toEqual({
      verified: true,
      phoneEditable: false,
      sendCode: false,
      updateNumber: false,
      code: false,
    });
    expect(initialPhonePage(true).page).toBe(VerificationPage.Verified);
  });
});
