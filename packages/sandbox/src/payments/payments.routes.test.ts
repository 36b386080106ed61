import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MoneyDirection, ProcessingStatus, RecordStatus } from '../history/financial.enums.ts';
import { NotificationType } from '../db/notifications.repository.ts';
import { BettingSandbox, startBettingSandbox } from '../testing/betting.fixture.ts';
import type { ApiResponse } from '../testing/sandbox.fixture.ts';

const IBAN = 'TR330006100519786457841326';
const transfer = (amount: unknown, change: Record<string, unknown> = {}) => ({
  id: 1,
  target: 'pay',
  detail: { Amount: amount, FullName: 'Deniz Yılmaz', Bank: 10, Iban: 'TR33 0006 1005 1978 6457 8413 26', ...change },
});
const papara = (amount: unknown) => ({ id: 2, target: 'pay', detail: { Amount: amount, PaparaNo: 1234567890 } });

let b: BettingSandbox;
let token: string;
beforeAll(async () => {
  b = await startBettingSandbox();
});
beforeEach(async () => {
  await b.reset();
  token = await b.login('demouser');
});
afterAll(() => b.close());

const pay = (kind: 'deposit' | 'withdraw', body: unknown, options: { as?: string; locale?: string; key?: string } = {}): Promise<ApiResponse> =>
  b.t.call(`/api/payment/${kind}`, {
    token: options.as ?? token,
    body,
    locale: options.locale ?? 'en',
    ...(options.key ? { headers: { 'idempotency-key': options.key } } : {}),
  });

const financial = async (as = token) =>
  (await b.t.call('/api/customer/financialhistory', { token: as, body: { skip: 0, take: 50 } })).body.data.items as any[];

/** Opens a Papara deposit's payment page and returns its address. */
async function pageFor(amount: number, as = token): Promise<string> {
  const answer = await pay('deposit', papara(amount), { as });
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data as string;
}
const post = (url: string) => fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'choice=confirm' });

describe('payment methods and their fields', () => {
  it('lists deposit and withdraw methods with limits and words in the caller’s language', async () => {
    const deposit = (await b.t.call('/api/payment/methods?type=1', { token, locale: 'en' })).body.data;
    expect(deposit.map((method: any) => method.name)).toEqual(['Havale/EFT', 'Papara', 'Kredi Kartı', 'Kripto (USDT)']);
    expect(deposit[0]).toMatchObject({ id: 1, min: 100, max: 250000, kind: 'message', description: 'Send a transfer from your bank account' });
    const withdraw = (await b.t.call('/api/payment/methods?type=2', { token, locale: 'tr' })).body.data;
    expect(withdraw.map((method: any) => method.id)).toEqual([1, 2, 4]);
    expect((await b.t.call('/api/payment/methods?type=3', { token })).status).toBe(400);
  });

  it('describes every field type of the spec across the methods', async () => {
    const fields = [];
    for (const id of [1, 2, 3, 4]) {
      const answer = await b.t.call('/api/payment/detail', { token, body: { id, type: MoneyDirection.Deposit }, locale: 'tr' });
      expect(answer.body.success).toBe(true);
      fields.push(...answer.body.data);
    }
    expect(new Set(fields.map((field) => field.objectType))).toEqual(new Set(['String', 'Int', 'Long', 'Decimal', 'Dropdown']));
    expect(fields.find((field) => field.key === 'Iban')).toEqual({ key: 'Iban', objectType: 'String', option: null, mask: null, label: 'IBAN' });
    expect(fields.find((field) => field.key === 'PaparaNo')).toMatchObject({ objectType: 'Long', mask: '0000000000', label: 'Papara numarası' });
    expect(fields.find((field) => field.key === 'Bank').option[0]).toEqual({ id: 10, name: 'Ziraat Bankası' });
    expect(fields.find((field) => field.key === 'Network').option.map((option: any) => option.id)).toEqual(['TRC20', 'ERC20']);
  });

  it('refuses an unknown method as a business failure and guests with a 401', async () => {
    const unknown = await b.t.call('/api/payment/detail', { token, body: { id: 3, type: MoneyDirection.Withdraw }, locale: 'en' });
    expect(unknown.body).toMatchObject({ success: false, message: 'There is no payment method 3 for this direction.' });
    const guest = await b.t.call('/api/payment/detail', { token: await b.anonymousToken(), body: { id: 1, type: 1 } });
    expect(guest.status).toBe(401);
  });
});

describe('deposit and withdraw validation', () => {
  it.each([
    ['a missing field', transfer(500, { FullName: undefined }), 'detail.FullName', 'This field is required'],
    ['a blank field', transfer(500, { FullName: '  ' }), 'detail.FullName', 'This field is required'],
    ['an amount as text', transfer('500'), 'detail.Amount', 'Enter a number'],
    ['a negative amount', transfer(-500), 'detail.Amount', 'Must be above 0'],
    ['a fractional kuruş', transfer(500.005), 'detail.Amount', 'Use at most 2 decimals'],
    ['a huge amount', transfer(1e300), 'detail.Amount', 'The maximum for Havale/EFT is 250,000.00 TRY.'],
    ['an amount below the minimum', transfer(99.99), 'detail.Amount', 'The minimum for Havale/EFT is 100.00 TRY.'],
    ['an IBAN one digit off', transfer(500, { Iban: 'TR330006100519786457841327' }), 'detail.Iban', 'Enter a valid IBAN: TR followed by 24 digits'],
    ['an IBAN with letters', transfer(500, { Iban: 'TR33000610051978645784132X' }), 'detail.Iban', 'Enter a valid IBAN: TR followed by 24 digits'],
    ['a bank not offered', transfer(500, { Bank: 999 }), 'detail.Bank', 'Choose one of the options'],
    ['an unknown field', transfer(500, { Note: 'x' }), 'detail.Note', 'This field is not expected'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field, problem) => {
    const answer = await pay('deposit', body);
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields[field]).toBe(problem);
    expect(await financial()).toHaveLength(6);
  });

  it('refuses a field nested deeper than a stack goes with a 400 naming it, not a 500', async () => {
    const deep = `{"id":2,"target":"pay","detail":{"Amount":100,"PaparaNo":1234567890,"Note":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`;
    const answer = await pay('deposit', deep, { key: 'deep-1' });
    expect(answer.status).toBe(400);
    expect(answer.body.data.fields['detail.Note']).toBe('This value is not valid');
    expect(await financial()).toHaveLength(6);
  });

  it('names a bad method id as the payment method', async () => {
    for (const path of ['deposit', 'withdraw'] as const) {
      const answer = await pay(path, { id: 'x', target: 'pay', detail: {} }, { locale: 'tr' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^Ödeme yöntemi: /);
    }
  });

  it('checks whole numbers and masks, and words the problems in Turkish by the field labels', async () => {
    const answer = await pay('deposit', { id: 3, target: 'pay', detail: { Amount: 500, CardHolder: 'D Y', Installments: 1.5 } }, { locale: 'tr' });
    expect(answer.body.message).toBe('Taksit sayısı: Tam sayı girin');
    const papara = await pay('deposit', { id: 2, target: 'pay', detail: { Amount: 500, PaparaNo: 12345678901 } });
    expect(papara.body.data.fields['detail.PaparaNo']).toBe('Enter it as 0000000000');
  });

  it('answers a bank transfer deposit with instructions and a pending record, the balance untouched', async () => {
    const answer = await pay('deposit', transfer(1500.5));
    expect(answer.body.success).toBe(true);
    expect(answer.body.message).toMatch(/^Your deposit request of 1,500\.50 TRY is received\. Send the transfer to .* with the reference EFT-[0-9A-Z]{7}/);
    expect(await b.balance(token)).toBe(1500);
    expect((await financial())[0]).toMatchObject({ direction: MoneyDirection.Deposit, amount: 1500.5, status: RecordStatus.Pending });
  });
});

describe('the hosted payment page', () => {
  it('credits the balance once, records the deposit and pushes a Deposit notification live', async () => {
    const connection = new HubConnectionBuilder()
      .withUrl(`${b.t.url}/hub/frnotify`, { skipNegotiation: true, transport: HttpTransportType.WebSockets, accessTokenFactory: () => token })
      .configureLogging(LogLevel.None)
      .build();
    const pushed = new Promise<[string, string]>((resolve) => connection.on('NotifyMessage', (command: string, text: string) => resolve([command, text])));
    await connection.start();
    try {
      const url = await pageFor(250);
      expect(url).toMatch(new RegExp(`^${b.t.url}/pay/[A-Za-z0-9_-]{43}$`));
      const page = await fetch(url);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await page.text();
      expect(html).toContain('250.00 TRY');
      expect(html).toContain('Confirm payment');
      const [first, second] = await Promise.all([post(`${url}/confirm`), post(`${url}/confirm`)]);
      expect([first.status, second.status]).toEqual([303, 303]);
      expect(await b.balance(token)).toBe(1750);
      expect(await (await fetch(url)).text()).toContain('Payment received');
      const [command, text] = await pushed;
      expect(command).toBe('Notification');
      expect(JSON.parse(text)).toMatchObject({ type: NotificationType.Deposit, title: 'Deposit received', note: '250.00 TRY via Papara has been added to your balance.' });
      expect((await financial())[0]).toMatchObject({ amount: 250, status: RecordStatus.Confirmed, processingStatus: ProcessingStatus.Completed });
      expect((await post(`${url}/confirm`)).status).toBe(303);
      expect(await b.balance(token)).toBe(1750);
    } finally {
      await connection.stop();
    }
  });

  it("pays only the deposit it was made for: another player's page credits its owner, a guessed one nothing", async () => {
    const url = await pageFor(100);
    const vip = await b.login('vipuser');
    const vipBefore = await b.balance(vip);
    await post(`${url}/confirm`);
    expect(await b.balance(token)).toBe(1600);
    expect(await b.balance(vip)).toBe(vipBefore);
    const guessed = await post(`${b.t.url}/pay/${'A'.repeat(43)}/confirm`);
    expect(guessed.status).toBe(404);
    expect((await fetch(`${b.t.url}/pay/..%2F..%2Fapi`)).status).toBe(404);
  });

  it('cancels without charging, and a cancelled page cannot be paid after', async () => {
    const url = await pageFor(100);
    await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    await post(`${url}/confirm`);
    expect(await b.balance(token)).toBe(1500);
    expect((await financial())[0]).toMatchObject({ status: RecordStatus.Cancelled });
  });
});

describe('payment references', () => {
  it('gives every payment a reference of its own', async () => {
    await b.setBalance('demouser', 100_000);
    const answers = await Promise.all(Array.from({ length: 24 }, (_, index) => pay(index % 2 ? 'withdraw' : 'deposit', transfer(200 + index))));
    expect(answers.filter((answer) => !answer.body.success).map((answer) => answer.body.message)).toEqual([]);
    const references = answers.map((answer) => answer.body.data.reference as string);
    expect(new Set(references).size).toBe(24);
    for (const reference of references) expect(reference).toMatch(/^EFT-[0-9A-Z]{7}$/);
  });
});

describe("the operator's decision", () => {
  const settle = (recordId: number, approve: boolean) =>
    b.t.call('/__test/payments/settle', { body: { username: 'demouser', recordId, approve } });

  it('settles a waiting record once: a deposit approved twice is credited once', async () => {
    await pay('deposit', transfer(1000));
    const [deposit] = await financial();
    expect((await settle(deposit.id, true)).body.success).toBe(true);
    const again = await settle(deposit.id, true);
    expect(again.body).toMatchObject({ success: false });
    expect((await settle(deposit.id, false)).body.success).toBe(false);
    expect(await b.balance(token)).toBe(2500);
    expect((await financial())[0]).toMatchObject({ id: deposit.id, status: RecordStatus.Confirmed });
  });

  it('moves a withdrawal once under 20 parallel mixed decisions: refunded at most once', async () => {
    await pay('withdraw', transfer(400));
    const [withdrawal] = await financial();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => settle(withdrawal.id, index % 2 === 0)));
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    const [settled] = await financial();
    expect(await b.balance(token)).toBe(settled.status === RecordStatus.Rejected ? 1500 : 1100);
  });
});

describe('withdrawals', () => {
  it('reserves the amount, then the operator approves (notification) or rejects (money back)', async () => {
    const answer = await pay('withdraw', transfer(400));
    expect(answer.body).toMatchObject({ success: true, data: { balance: 1100, status: RecordStatus.Pending } });
    const approved = await b.t.call('/__test/payments/settle', { body: { username: 'demouser', approve: true } });
    expect(approved.body.data).toMatchObject({ direction: MoneyDirection.Withdraw, status: RecordStatus.Confirmed });
    expect(await b.balance(token)).toBe(1100);
    await pay('withdraw', transfer(300));
    await b.t.call('/__test/payments/settle', { body: { username: 'demouser', approve: false } });
    expect(await b.balance(token)).toBe(1100);
    const notes = (await b.t.call('/api/customer/notification', { token, body: { skip: 0, take: 100 } })).body.data;
    expect(notes.slice(0, 2).map((note: any) => [note.type, note.title])).toEqual([
      [NotificationType.Withdraw, 'Withdrawal rejected'],
      [NotificationType.Withdraw, 'Withdrawal sent'],
    ]);
    expect((await b.t.call('/__test/payments/settle', { body: { username: 'demouser', approve: true } })).body.success).toBe(true);
  });

  it('refuses more than the balance, and one of a withdrawal and a bet racing for the same money', async () => {
    expect((await pay('withdraw', transfer(1500.01))).body).toMatchObject({ success: false, message: 'Your balance is not enough for this withdrawal.' });
    await b.setBalance('demouser', 300);
    const [event] = await b.prematch(token);
    await b.add(token, event.winner.odd1.id);
    const [withdrawal, bet] = await Promise.all([
      pay('withdraw', transfer(300)),
      b.placeBet(token, { type: 1, acceptChanges: true, selection: [{ oddId: event.winner.odd1.id, amount: 300 }] }),
    ]);
    expect([withdrawal.body.success, bet.body.success].filter(Boolean)).toHaveLength(1);
    expect(await b.balance(token)).toBe(0);
  });

  it('is idempotent with an Idempotency-Key: the same request once, another body refused', async () => {
    const first = await pay('withdraw', transfer(200), { key: 'w-1' });
    const again = await pay('withdraw', transfer(200), { key: 'w-1' });
    expect(again.body).toEqual(first.body);
    expect(await b.balance(token)).toBe(1300);
    const reordered = transfer(200);
    const retried = await pay('withdraw', { ...reordered, detail: Object.fromEntries(Object.entries(reordered.detail).reverse()) }, { key: 'w-1' });
    expect(retried.body).toEqual(first.body);
    expect(await b.balance(token)).toBe(1300);
    const other = await pay('withdraw', transfer(250), { key: 'w-1' });
    expect(other.body).toMatchObject({ success: false, message: 'This Idempotency-Key was already used for a different request.' });
    const deposits = await Promise.all([1, 2, 3].map(() => pay('deposit', papara(100), { key: 'd-1' })));
    expect(new Set(deposits.map((answer) => answer.body.data)).size).toBe(1);
    expect((await financial()).filter((record) => record.status === RecordStatus.Created && record.amount === 100)).toHaveLength(1);
  });
});
