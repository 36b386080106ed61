import { describe, expect, it } from 'vitest';
import { validDefaultForm, validFastForm } from '../forms/register.fixtures';
import { useStoreSandbox } from '../test/storeSandbox';
import { unsubscribed } from '../test/unsubscribed';
import { until } from '../test/until';
import { registrationOf } from './registration.store';

const sandbox = useStoreSandbox();

let newcomers = 0;
/** A sign-up nobody has made yet in this sandbox: its own username, email and phone. */
const newcomer = (name: string) => {
  newcomers += 1;
  return { ...validFastForm, username: `${name}1990`, email: `${name}@example.com`, phone: `905327${String(newcomers).padStart(6, '0')}` };
};

describe('registration', () => {
  it('signs a visitor up with the fast form and logs the new player in, then celebrates', async () => {
    const { client } = sandbox.client();
    const result = await registrationOf(client).register(newcomer('gokce'), 'fast');
    expect(result).toMatchObject({ status: 'registered', next: 'celebrate', user: { username: 'gokce1990' } });
    expect(result.status === 'registered' && result.message).toBeTruthy();
    expect(client.$auth.get()?.username).toBe('gokce1990');
    const [sent] = sandbox.net.callsTo('auth/register');
    expect(await sent!.json()).toMatchObject({ isFast: true, username: 'gokce1990', trialBonus: 0 });
  });

  it('sends the national id and the birth date built from three fields with the default form', async () => {
    const { client } = sandbox.client();
    const form = { ...validDefaultForm, ...newcomer('defne') };
    expect((await registrationOf(client).register(form, 'default')).status).toBe('registered');
    const body = await sandbox.net.callsTo('auth/register')[0]!.json();
    expect(body).toMatchObject({ PersonalNo: '12345678901', birthDate: '1992-02-29' });
    expect(body).not.toHaveProperty('isFast');
  });

  it('goes on to the phone code when the trial bonus was ticked', async () => {
    const { client } = sandbox.client();
    const result = await registrationOf(client).register({ ...newcomer('ilkay'), trialBonus: 250 }, 'fast');
    expect(result).toMatchObject({ status: 'registered', next: 'verifyPhone' });
  });

  it('sends nothing when the sign-up rules refuse the form, and says which fields are wrong', async () => {
    const { client } = sandbox.client();
    const result = await registrationOf(client).register({ ...newcomer('kaan'), username: 'k!', password2: 'other1' }, 'fast');
    expect(result.status).toBe('invalid');
    expect(result.status === 'invalid' && Object.keys(result.errors).sort()).toEqual(['password2', 'username']);
    expect(sandbox.net.callsTo('auth/register')).toEqual([]);
    expect(client.$auth.get()).toBeNull();
  });

  it('gives the server’s refusal for a taken username, and stays a guest', async () => {
    const { client } = sandbox.client();
    const result = await registrationOf(client).register({ ...newcomer('demo'), username: 'demouser' }, 'fast');
    expect(result.status).toBe('refused');
    expect(result.status === 'refused' && result.message).toMatch(/demouser/);
    expect(client.$auth.get()).toBeNull();
  });

  it('reports a dropped connection as a typed failure', async () => {
    const { client } = sandbox.client();
    sandbox.net.fail('auth/register');
    const result = await registrationOf(client).register(newcomer('lale'), 'fast');
    expect(result).toMatchObject({ status: 'failed', error: { code: 'network' } });
  });

  it('keeps the guest’s betslip: the new player has the picks made before signing up', async () => {
    const { client } = sandbox.client();
    const guest = await client.anonymousToken();
    const [odd] = await sandbox.prematchOdds(1);
    await sandbox.addToSlip(guest, odd!.id);
    const result = await registrationOf(client).register(newcomer('mert'), 'fast');
    expect(result.status).toBe('registered');
    const slip = await sandbox.slipOf(client.$auth.get()!.token);
    expect(slip.oddList.map((pick) => pick.oddId)).toEqual([odd!.id]);
  });

  it('sends the affiliate from local storage first, then from the cookies', async () => {
    const fromStorage = sandbox.client({ platform: { cookies: () => 'refId=12; partner=ignored' } });
    fromStorage.client.platform.storage.setItem('refId', '77');
    await registrationOf(fromStorage.client).register(newcomer('nazli'), 'fast');
    expect(await sandbox.net.callsTo('auth/register')[0]!.json()).toMatchObject({ refId: 77 });

    const fromCookies = sandbox.client({ platform: { cookies: () => 'partner=acme; subid=s-1' } });
    await registrationOf(fromCookies.client).register(newcomer('ozan'), 'fast');
    const body = await sandbox.net.callsTo('auth/register')[1]!.json();
    expect(body).toMatchObject({ partner: 'acme', subid: 's-1' });
    expect(body).not.toHaveProperty('refId');
  });

  it('loads the form’s countries while something shows them, asking with the referrer’s id', async () => {
    const { client } = sandbox.client({ platform: { cookies: () => 'refId=31' } });
    const registration = registrationOf(client);
    expect(registration.$countries.get()).toBeNull();
    expect(sandbox.net.callsTo('auth/form')).toEqual([]);
    const stop = registration.$countries.listen(() => {});
    await until(() => registration.$countries.get() !== null);
    const countries = registration.$countries.get()!;
    expect(countries.some((country) => country.name === 'Turkiye')).toBe(true);
    expect(new URL(sandbox.net.callsTo('auth/form')[0]!.url).searchParams.get('refId')).toBe('31');
    unsubscribed(stop);
  });
});
