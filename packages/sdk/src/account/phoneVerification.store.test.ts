import { describe, expect, it } from 'vitest';
import { useStoreSandbox } from '../test/storeSandbox';
import { unsubscribed } from '../test/unsubscribed';
import { VerificationPage } from './account.enums';
import { RESEND_CODE_COUNTDOWN_S } from './phoneVerification.calc';
import { historyOf } from './history.store';
import { phoneVerificationOf } from './phoneVerification.store';

const sandbox = useStoreSandbox();
const NEW_PHONE = '905551112233';

describe('phone verification', () => {
  it('texts a code, checks it, and the stored login then carries the phone, verified (dialog)', async () => {
    const { client } = await sandbox.playerClient();
    const phone = phoneVerificationOf(client);
    phone.startDialog({ phone: NEW_PHONE, lockPhone: true });
    expect(phone.$dialog.get()).toMatchObject({ step: 1, phone: NEW_PHONE, phoneLocked: true, codeDisabled: true });

    expect(await phone.sendCode({ phone: NEW_PHONE })).toMatchObject({ status: 'done' });
    expect(phone.$dialog.get()).toMatchObject({ step: 2, codeDisabled: false });

    const code = await sandbox.lastCodeTo(NEW_PHONE);
    expect(await phone.verifyCode({ phone: NEW_PHONE, code })).toMatchObject({ status: 'done' });
    expect(phone.$dialog.get().step).toBe('verified');
    expect(client.$auth.get()).toMatchObject({ phone: NEW_PHONE, smsVerified: true });
  });

  it('counts down 60 s before a new code on the page, on the platform clock, and clears a refused code', async () => {
    const { client, tick } = await sandbox.playerClient();
    const phone = phoneVerificationOf(client);
    expect(phone.$page.get().page).toBe(VerificationPage.NotVerified);
    const stop = phone.$resendIn.listen(() => {});
    await phone.sendCode({ phone: NEW_PHONE });
    expect(phone.$page.get()).toMatchObject({ page: VerificationPage.VerificationCode, phoneLocked: true });
    expect(phone.$resendIn.get()).toBe(RESEND_CODE_COUNTDOWN_S);
    tick(59_000);
    expect(phone.$resendIn.get()).toBe(1);
    tick(1_000);
    expect(phone.$resendIn.get()).toBe(0);

    const code = await sandbox.lastCodeTo(NEW_PHONE);
    const refused = await phone.verifyCode({ phone: NEW_PHONE, code: code === '000000' ? '111111' : '000000' });
    expect(refused.status).toBe('refused');
    expect(phone.$page.get()).toMatchObject({ page: VerificationPage.VerificationCode, code: '' });
    expect(client.$auth.get()?.smsVerified).toBe(false);
    unsubscribed(stop);
  });

  it('shows a phone verified here on the Personal information profile already on show', async () => {
    const { client } = await sandbox.playerClient();
    const history = historyOf(client);
    client.track(history.$profile.listen(() => {}));
    await history.showProfile();
    expect(history.$profile.get()).toMatchObject({ status: 'ready', value: { smsVerified: false } });
    const phone = phoneVerificationOf(client);
    await phone.sendCode({ phone: NEW_PHONE });
    await phone.verifyCode({ phone: NEW_PHONE, code: await sandbox.lastCodeTo(NEW_PHONE) });
    expect(history.$profile.get()).toMatchObject({ status: 'ready', value: { phone: NEW_PHONE, smsVerified: true } });
  });

  it('sends nothing for a phone or a code its rules refuse', async () => {
    const { client } = await sandbox.playerClient();
    const phone = phoneVerificationOf(client);
    expect((await phone.sendCode({ phone: '12' })).status).toBe('invalid');
    expect((await phone.verifyCode({ phone: NEW_PHONE, code: '12' })).status).toBe('invalid');
    expect(sandbox.net.callsTo('customer/updatephone')).toEqual([]);
  });

  it('starts the page Verified for a player whose phone is verified, and over for another player', async () => {
    const { client } = await sandbox.playerClient('vipuser');
    const phone = phoneVerificationOf(client);
    expect(phone.$page.get().page).toBe(VerificationPage.Verified);
    client.setAuth(await sandbox.login('demouser'));
    expect(phone.$page.get().page).toBe(VerificationPage.NotVerified);
  });
});
