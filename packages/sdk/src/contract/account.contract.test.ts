import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { composeCallRequestMessage, toCallRequestPayload } from '../account/callRequest.calc';
import { HISTORY_PAGE_SIZE } from '../account/history.constants';
import {
  bonusSchema,
  financialRecordSchema,
  gameActivitySchema,
  historyPageSchema,
  profileSchema,
  sessionRecordSchema,
} from '../account/history.schema';
import { phoneVerificationPayloadSchema, sendCodePayload, verifyCodePayload } from '../account/phoneVerification.calc';
import { registerFormDataSchema } from '../account/registration.schema';
import { authDataSchema } from '../client/auth.schema';
import { callRequestFormSchema, callRequestPayloadSchema, ContactType, TIME_SLOTS, type CallRequestForm } from '../forms/callRequest.form';
import { changePasswordFormSchema } from '../forms/changePassword.form';
import { recoveryCodeSchema, recoveryPasswordSchema, recoveryUsernameSchema } from '../forms/recovery.form';
import { validFastForm } from '../forms/register.fixtures';
import { toRegisterPayload } from '../forms/register.schema';
import { read } from './contract.read';
import { useContractSandbox } from './contract.sandbox';

// The account calls and the dashboard's lists against the operator's back end: the SDK's form rules
// and the back end's agree both ways (a player never meets an error the form did not show, nor a form
// refusing what the server takes), what the SDK builds the back end takes, and every answer reads
// with the SDK's schemas, no field left unknown.
// Test hooks for the outbox, where a verification code is read as a player reads their SMS.
const sandbox = useContractSandbox({ testHooks: true });
let guest: string;
let player: string;

async function call(path: string, { body, token = guest }: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${sandbox.url()}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, envelope: (await response.json()) as { success: boolean; message: string; data: unknown } };
}

async function data(path: string, options?: Parameters<typeof call>[1]) {
  const { envelope } = await call(path, options);
  expect(envelope.success, `${path}: ${envelope.message}`).toBe(true);
  return envelope.data;
}

/** A 400 is the back end refusing the body's shape; anything else means it took the body and decided. */
const serverAccepts = async (path: string, body: unknown, token = player) => (await call(path, { body, token })).status !== 400;

let serial = 0;
/** A new player, signed up through the SDK's own payload (a fast sign-up). */
async function newPlayer(change: Partial<typeof validFastForm> = {}) {
  serial += 1;
  const form = { ...validFastForm, username: `account${serial}x`, email: `account${serial}@example.com`, phone: `53${String(serial).padStart(8, '0')}`, ...change };
  return read(authDataSchema, await data('auth/register', { body: toRegisterPayload(form) }));
}

/** Both steps of phone verification as the SDK sends them, the code read from the outbox. */
async function verifyPhone(token: string, phone: string) {
  const sent = await call('customer/updatephone', { token, body: sendCodePayload(phone) });
  expect(sent.envelope).toMatchObject({ success: true, message: expect.stringMatching(/\S/) });
  const outbox = (await (await fetch(`${sandbox.url()}/__test/outbox?to=${phone}`)).json()) as { data: Array<{ code: string | null }> };
  const code = outbox.data.find((sms) => sms.code)?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const verified = await call('customer/updatephone', { token, body: verifyCodePayload(phone, code) });
  expect(verified.envelope).toMatchObject({ success: true, message: expect.stringMatching(/\S/) });
}

beforeAll(async () => {
  guest = (await (await fetch(`${sandbox.url()}/api/auth/token`)).json()).data as string;
  player = (read(authDataSchema, await data('auth/login', { body: { username: 'demouser', password: 'demo12345' } }))).token;
});

describe('sign-up answers', () => {
  it('auth/form reads as the sign-up form’s countries', async () => {
    const form = read(registerFormDataSchema, await data('auth/form'));
    expect(form.countries.length).toBeGreaterThan(0);
  });

  it('auth/register answers a login the SDK stores', async () => {
    const auth = await newPlayer();
    expect(auth.username).toBe(`account${serial}x`);
    expect(auth.smsVerified).toBe(false);
  });

  it('bonus/definetrialbonus grants the trial bonus once the phone is verified, with a message to show', async () => {
    const auth = await newPlayer({ trialBonus: 1 });
    const early = await call('bonus/definetrialbonus', { token: auth.token });
    expect(early.envelope).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
    await verifyPhone(auth.token, `55${String(serial).padStart(8, '0')}`);
    const granted = await call('bonus/definetrialbonus', { token: auth.token });
    expect(granted.envelope).toMatchObject({ success: true, message: expect.stringMatching(/\S/) });
    const bonuses = read(historyPageSchema(bonusSchema), await data('customer/bonuses', { token: auth.token, body: { skip: 0, take: HISTORY_PAGE_SIZE } }));
    expect(bonuses.items).toHaveLength(1);
  });
});

describe('change password rules, SDK and back end alike', () => {
  // Never the demo player's real password, so no case changes it: only the body's rules are compared.
  const cases: Array<[string, Record<string, unknown>]> = [
    ['a complete form', { oldPassword: 'not-the-old', password: 'secret2', confirmPassword: 'secret2' }],
    ['a new password of 5', { oldPassword: 'not-the-old', password: '12345', confirmPassword: '12345' }],
    ['a new password of 4', { oldPassword: 'not-the-old', password: '1234', confirmPassword: '1234' }],
    ['a new password of 100', { oldPassword: 'not-the-old', password: 'x'.repeat(100), confirmPassword: 'x'.repeat(100) }],
    ['a new password of 101', { oldPassword: 'not-the-old', password: 'x'.repeat(101), confirmPassword: 'x'.repeat(101) }],
    ['a confirmation that differs', { oldPassword: 'not-the-old', password: 'secret2', confirmPassword: 'secret3' }],
    ['no old password', { password: 'secret2', confirmPassword: 'secret2' }],
    ['an old password of 4', { oldPassword: '1234', password: 'secret2', confirmPassword: 'secret2' }],
    ['a number for a password', { oldPassword: 'not-the-old', password: 1234567, confirmPassword: 1234567 }],
  ];
  it.each(cases)('agree on %s', async (_, body) => {
    expect(await serverAccepts('customer/changepassword', body)).toBe(changePasswordFormSchema.safeParse(body).success);
  });

  it('a wrong old password is the back end’s refusal, in words to show', async () => {
    const { status, envelope } = await call('customer/changepassword', { token: player, body: cases[0]![1] });
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
  });
});

describe('recovery rules, SDK and back end alike', () => {
  // A name nobody has: the back end answers it as any other (it never tells whether one exists), and
  // no code, wait or password of a real player moves.
  const nobody = 'nobody-here';
  const usernames = ['abcd', 'abcde', 'x'.repeat(50), 'x'.repeat(51), '', '     ', 42];
  it.each(usernames.map((username) => [JSON.stringify(username), { username }] as const))(
    'auth/sendresetpassword: agree on the username %s',
    async (_, body) => {
      expect(await serverAccepts('auth/sendresetpassword', body, guest)).toBe(recoveryUsernameSchema.safeParse(body).success);
    },
  );

  const codes = ['12', '123', '1'.repeat(20), '1'.repeat(21), '', 123456];
  it.each(codes.map((code) => [JSON.stringify(code), { username: nobody, code }] as const))(
    'auth/checkresetcode: agree on the code %s',
    async (_, body) => {
      expect(await serverAccepts('auth/checkresetcode', body, guest)).toBe(recoveryCodeSchema.safeParse(body).success);
    },
  );

  const passwords: Array<[string, Record<string, unknown>]> = [
    ['a new password and its repeat', { password: 'secret2', password2: 'secret2' }],
    ['a repeat that differs', { password: 'secret2', password2: 'secret3' }],
    ['a password of 4', { password: '1234', password2: '1234' }],
    ['a password of 101', { password: 'x'.repeat(101), password2: 'x'.repeat(101) }],
    ['no repeat', { password: 'secret2' }],
  ];
  it.each(passwords)('auth/changepasswordwithcode: agree on %s', async (_, change) => {
    const body = { username: nobody, code: '123456', ...change };
    expect(await serverAccepts('auth/changepasswordwithcode', body, guest)).toBe(recoveryPasswordSchema.safeParse(body).success);
  });

  it('each step answers a message to show, whoever the name belongs to', async () => {
    for (const username of ['demouser', nobody]) {
      const { envelope } = await call('auth/sendresetpassword', { body: { username } });
      expect(envelope, username).toMatchObject({ success: true, message: expect.stringMatching(/\S/) });
      const check = await call('auth/checkresetcode', { body: { username, code: '000000' } });
      expect(check.envelope, username).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
    }
  });
});

describe('phone verification, SDK and back end alike', () => {
  const sends = ['5321234567', '53212', '5'.repeat(20), '5'.repeat(21), '532 123 45 67', '+905321234567', '532123456a'];
  it.each(sends)('step 1: agree on the phone %s', async (phone) => {
    const body = sendCodePayload(phone);
    const auth = await newPlayer();
    expect(await serverAccepts('customer/updatephone', body, auth.token)).toBe(phoneVerificationPayloadSchema.safeParse(body).success);
  });

  const checks = ['123456', '12345', '1234567', '12345a', ''];
  it.each(checks)('step 2: agree on the code %j', async (code) => {
    const body = verifyCodePayload('5321234567', code);
    expect(await serverAccepts('customer/updatephone', body)).toBe(phoneVerificationPayloadSchema.safeParse(body).success);
  });

  it.each([
    ['a third step', { step: 3, phone: '5321234567', code: '123456' }],
    ['no step', { phone: '5321234567' }],
  ] as const)('agree on %s', async (_, body) => {
    expect(await serverAccepts('customer/updatephone', body)).toBe(phoneVerificationPayloadSchema.safeParse(body).success);
  });

  it('what the SDK sends verifies a new player’s phone, each step with a message to show', async () => {
    const auth = await newPlayer();
    const phone = `54${String(serial).padStart(8, '0')}`;
    await verifyPhone(auth.token, phone);
    const profile = read(profileSchema, await data('customer/profile', { token: auth.token }));
    expect(profile).toMatchObject({ phone: expect.stringContaining(phone.slice(-4)), smsVerified: true });
  });
});

describe('call request, SDK and back end alike', () => {
  const form: CallRequestForm = {
    name: 'Gökçe Işık',
    username: 'demouser',
    message: 'Para çekme hakkında bilgi almak istiyorum',
    contacts: [{ type: ContactType.Phone, contact: '5321234567' }],
    timeSlot: TIME_SLOTS[0],
  };
  const forms: Array<[string, Partial<CallRequestForm>]> = [
    ['a complete form', {}],
    ['the longest message the form takes', { message: 'm'.repeat(100) }],
    ['the longest name', { name: 'n'.repeat(30) }],
    ['five contacts of every type', {
      contacts: [
        { type: ContactType.Phone, contact: '5321234567' },
        { type: ContactType.Telegram, contact: '@gokce_isik' },
        { type: ContactType.Email, contact: 'gokce@example.com' },
        { type: ContactType.Whatsapp, contact: '5329876543' },
        { type: ContactType.Phone, contact: '5551234567' },
      ],
    }],
  ];
  it.each(forms)('takes the payload the SDK builds from %s', async (_, change) => {
    const payload = toCallRequestPayload(callRequestFormSchema.parse({ ...form, ...change }));
    expect(callRequestPayloadSchema.safeParse(payload).success).toBe(true);
    const { envelope } = await call('cms/callme', { token: player, body: payload });
    expect(envelope).toMatchObject({ success: true, message: expect.stringMatching(/\S/) });
  });

  const payload = toCallRequestPayload(form);
  const bodies: Array<[string, Record<string, unknown>]> = [
    ['a short name', { ...payload, name: 'Ali' }],
    ['a name of 31', { ...payload, name: 'n'.repeat(31) }],
    ['a short message', { ...payload, message: 'Ara' }],
    ['no contact', { ...payload, contacts: [] }],
    ['six contacts', { ...payload, contacts: Array.from({ length: 6 }, () => payload.contacts[0]) }],
    ['a contact of an unknown type', { ...payload, contacts: [{ type: 9, contact: '5321234567' }] }],
    ['a short contact', { ...payload, contacts: [{ type: ContactType.Phone, contact: '5321' }] }],
    ['a contact of 31', { ...payload, contacts: [{ type: ContactType.Email, contact: `${'e'.repeat(19)}@example.com` }] }],
  ];
  it.each(bodies)('agree on a body with %s', async (_, body) => {
    expect(await serverAccepts('cms/callme', body)).toBe(callRequestPayloadSchema.safeParse(body).success);
  });

  it('the composed message holds the username and the hour range the call centre reads', () => {
    expect(composeCallRequestMessage(form)).toContain('demouser');
    expect(composeCallRequestMessage(form)).toContain(TIME_SLOTS[0]);
  });
});

describe("the dashboard's lists", () => {
  const lists = [
    ['customer/gameactivities', gameActivitySchema],
    ['customer/bonuses', bonusSchema],
    ['customer/financialhistory', financialRecordSchema],
    ['customer/sessions', sessionRecordSchema],
  ] as const;

  it.each(lists)('%s reads page by page with the SDK’s schema', async (path, item) => {
    const schema = historyPageSchema(item as z.ZodMiniType);
    const first = read(schema, await data(path, { token: player, body: { skip: 0, take: HISTORY_PAGE_SIZE } }));
    expect(first.items.length, `${path} has rows to read`).toBeGreaterThan(0);
    expect(first.items.length).toBeLessThanOrEqual(HISTORY_PAGE_SIZE);
    const rest = read(schema, await data(path, { token: player, body: { skip: HISTORY_PAGE_SIZE, take: HISTORY_PAGE_SIZE } }));
    expect(rest.total).toBe(first.total);
  });

  it.each(lists)('%s refuses a range that ends before it starts, in words to show', async (path) => {
    const { status, envelope } = await call(path, { token: player, body: { skip: 0, take: HISTORY_PAGE_SIZE, dateFrom: '2026-02-01', dateTo: '2026-01-01' } });
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
  });

  it('customer/profile reads as Personal information', async () => {
    const profile = read(profileSchema, await data('customer/profile', { token: player }));
    expect(profile.username).toBe('demouser');
  });

  it('a guest gets none of them', async () => {
    for (const [path] of lists) expect((await call(path, { body: { skip: 0, take: HISTORY_PAGE_SIZE } })).status, path).toBe(401);
    expect((await call('customer/profile')).status).toBe(401);
  });
});
