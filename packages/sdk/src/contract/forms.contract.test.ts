import { describe, expect, it } from 'vitest';
import { loginFormSchema } from '../forms/login.form';
import { validDefaultForm, validFastForm } from '../forms/register.fixtures';
import { registerPayloadSchema, toRegisterPayload } from '../forms/register.schema';
import { useContractSandbox } from './contract.sandbox';

// The SDK checks forms before it sends them; the operator's back end checks them again with rules of
// its own. Where the two disagree a player meets an error the form never showed, or a form that
// refuses what the server would take: these tables find that, both ways.
const { call } = useContractSandbox();

const serverAccepts = async (path: string, body: unknown) => (await call(path, body)).status !== 400;

describe('login rules, SDK and back end alike', () => {
  const cases = [
    { username: 'de', password: 'demo12345' },
    { username: 'dem', password: 'demo12345' },
    { username: 'd'.repeat(35), password: 'demo12345' },
    { username: 'd'.repeat(36), password: 'demo12345' },
    { username: 'demouser', password: '1234' },
    { username: 'demouser', password: '12345' },
    { username: 'demouser', password: 'x'.repeat(100) },
    { username: 'demouser', password: 'x'.repeat(101) },
    { username: '', password: '' },
    { username: 'demouser' },
    { username: 42, password: 'demo12345' },
  ];
  it.each(cases)('agree on %j', async (input) => {
    expect(await serverAccepts('auth/login', input)).toBe(loginFormSchema.safeParse(input).success);
  });
});

describe('sign-up rules, SDK and back end alike', () => {
  let serial = 0;
  const payload = (form: typeof validDefaultForm | typeof validFastForm, change: Record<string, unknown>) => {
    serial += 1;
    const unique = { username: `contract${serial}x`, email: `contract${serial}@example.com` };
    return { ...toRegisterPayload({ ...form, ...unique }), ...change };
  };
  const changes: Array<[string, Record<string, unknown>]> = [
    ['nothing', {}],
    ['a one-letter name', { name: 'A' }],
    ['a name with digits', { name: 'Ali2' }],
    ['two spaces in a surname', { surname: 'Işık  Oğlu' }],
    ['a username with a dot', { username: 'gokce.1990' }],
    ['a short username', { username: 'abcd' }],
    ['an email without a domain', { email: 'gokce@' }],
    ['letters in the phone', { phone: '532ABC4567' }],
    ['a ten-digit national id', { PersonalNo: '1234567890' }],
    ['30 February', { birthDate: '1992-02-30' }],
    ['a password too short', { password: '1234', password2: '1234' }],
    ['passwords that differ', { password2: 'secret2' }],
    ['a negative trial bonus', { trialBonus: -1 }],
    ['a country that is text', { country: 'TR' }],
  ];
  it.each(changes)('agree on a default sign-up with %s', async (_, change) => {
    const body = payload(validDefaultForm, change);
    expect(await serverAccepts('auth/register', body)).toBe(registerPayloadSchema.safeParse(body).success);
  });

  it.each([
    ['nothing', {}],
    ['a missing national id and birth date', { isFast: false }],
  ] as Array<[string, Record<string, unknown>]>)('agree on a fast sign-up with %s', async (_, change) => {
    const body = payload(validFastForm, change);
    expect(await serverAccepts('auth/register', body)).toBe(registerPayloadSchema.safeParse(body).success);
  });
});
