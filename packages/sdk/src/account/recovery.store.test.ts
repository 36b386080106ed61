import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@oyna/sandbox';
import { useStoreSandbox } from '../test/storeSandbox';
import { sessionOf } from '../session/session.store';
import { RECOVERY_LOGIN_DELAY_MS } from './recovery.constants';
import { recoveryOf } from './recovery.store';

const sandbox = useStoreSandbox();
const DEMO_EMAIL = 'deniz.yilmaz@example.com';

describe('password recovery', () => {
  it('walks the four steps with the mailed code, opens the login form a second later, and the new password logs in', async () => {
    const { client, tick } = sandbox.client();
    const recovery = recoveryOf(client);
    expect(await recovery.sendCode({ username: 'demouser' })).toMatchObject({ status: 'done' });
    expect(recovery.$recovery.get()).toEqual({ step: 2, username: 'demouser' });

    const code = await sandbox.lastCodeTo(DEMO_EMAIL);
    expect(await recovery.checkCode({ code })).toMatchObject({ status: 'done' });
    expect(recovery.$recovery.get()).toEqual({ step: 3, username: 'demouser', code });

    expect(await recovery.changePassword({ password: 'newpass1', password2: 'newpass1' })).toMatchObject({ status: 'done' });
    expect(recovery.$recovery.get()).toEqual({ step: 4 });
    tick(RECOVERY_LOGIN_DELAY_MS - 1);
    expect(recovery.$recovery.get()).toEqual({ step: 4 });
    tick(1);
    expect(recovery.$recovery.get()).toEqual({ step: 'login' });

    const session = sessionOf(client);
    await expect(session.login({ username: 'demouser', password: DEMO_PASSWORD })).rejects.toThrow();
    expect((await session.login({ username: 'demouser', password: 'newpass1' })).user.username).toBe('demouser');
  });

  it('stays on the code step for a wrong code, with the server’s words', async () => {
    const { client } = sandbox.client();
    const recovery = recoveryOf(client);
    await recovery.sendCode({ username: 'demouser' });
    const code = await sandbox.lastCodeTo(DEMO_EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    const result = await recovery.checkCode({ code: wrong });
    expect(result.status).toBe('refused');
    expect(result.status === 'refused' && result.message).toBeTruthy();
    expect(recovery.$recovery.get()).toEqual({ step: 2, username: 'demouser' });
  });

  it('checks each step’s form before sending: a short username, passwords that differ', async () => {
    const { client } = sandbox.client();
    const recovery = recoveryOf(client);
    expect(await recovery.sendCode({ username: 'abc' })).toMatchObject({ status: 'invalid', errors: { username: { key: 'validation.minLength' } } });
    expect(sandbox.net.callsTo('auth/sendresetpassword')).toEqual([]);
    await recovery.sendCode({ username: 'demouser' });
    await recovery.checkCode({ code: await sandbox.lastCodeTo(DEMO_EMAIL) });
    expect(await recovery.changePassword({ password: 'newpass1', password2: 'newpass2' })).toMatchObject({ status: 'invalid', errors: { password2: {} } });
    expect(sandbox.net.callsTo('auth/changepasswordwithcode')).toEqual([]);
    expect(recovery.$recovery.get().step).toBe(3);
  });

  it('starts over on restart, and a success’s pending login form no longer opens', async () => {
    const { client, tick } = sandbox.client();
    const recovery = recoveryOf(client);
    await recovery.sendCode({ username: 'demouser' });
    await recovery.checkCode({ code: await sandbox.lastCodeTo(DEMO_EMAIL) });
    await recovery.changePassword({ password: 'newpass1', password2: 'newpass1' });
    recovery.restart();
    tick(RECOVERY_LOGIN_DELAY_MS);
    expect(recovery.$recovery.get()).toEqual({ step: 1 });
  });
});
