import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@oyna/sandbox';
import { ContactType } from '../forms/callRequest.form';
import { sessionOf } from '../session/session.store';
import { useStoreSandbox } from '../test/storeSandbox';
import { changePassword, requestCall } from './accountForms.task';

const sandbox = useStoreSandbox();

describe('changePassword', () => {
  it('changes the logged-in player’s password: the new one logs in', async () => {
    const { client } = await sandbox.playerClient();
    const result = await changePassword(client, { oldPassword: DEMO_PASSWORD, password: 'newpass1', confirmPassword: 'newpass1' });
    expect(result).toMatchObject({ status: 'done' });
    expect(result.status === 'done' && result.message).toBeTruthy();
    const other = sandbox.client();
    expect((await sessionOf(other.client).login({ username: 'demouser', password: 'newpass1' })).user.username).toBe('demouser');
  });

  it('gives the server’s refusal for a wrong old password, and sends nothing when the new ones differ', async () => {
    const { client } = await sandbox.playerClient();
    const wrong = await changePassword(client, { oldPassword: 'not-mine', password: 'newpass1', confirmPassword: 'newpass1' });
    expect(wrong.status).toBe('refused');
    expect(await changePassword(client, { oldPassword: DEMO_PASSWORD, password: 'newpass1', confirmPassword: 'newpass2' })).toMatchObject({
      status: 'invalid',
      errors: { confirmPassword: {} },
    });
    expect(sandbox.net.callsTo('customer/changepassword')).toHaveLength(1);
  });
});

describe('requestCall', () => {
  const form = {
    name: 'Deniz Yılmaz',
    username: 'demouser',
    message: 'Para çekme hakkında bilgi almak istiyorum',
    timeSlot: '14:30 - 15:30',
    contacts: [
      { type: ContactType.Phone, contact: '905321234567' },
      { type: ContactType.Email, contact: 'deniz@example.com' },
    ],
  };

  it('sends the message composed with the username and the hour range, and the contacts', async () => {
    const { client } = sandbox.client();
    expect(await requestCall(client, form)).toMatchObject({ status: 'done' });
    const body = await sandbox.net.callsTo('cms/callme')[0]!.json();
    expect(body).toEqual({
      name: 'Deniz Yılmaz',
      message: 'Para çekme hakkında bilgi almak istiyorum\nKullanıcı Adı: demouser\nAranma Saati: 14:30 - 15:30',
      contacts: form.contacts,
    });
  });

  it('sends nothing without a contact or with a sixth one', async () => {
    const { client } = sandbox.client();
    expect((await requestCall(client, { ...form, contacts: [] })).status).toBe('invalid');
    const six = Array.from({ length: 6 }, (_, index) => ({ type: ContactType.Email, contact: `deniz${index}@example.com` }));
    expect((await requestCall(client, { ...form, contacts: six })).status).toBe('invalid');
    expect(sandbox.net.callsTo('cms/callme')).toEqual([]);
  });
});
