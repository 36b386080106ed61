import { describe, expect, it } from 'vitest';
import { useStoreSandbox } from '../test/storeSandbox';
import { MoneyDirection } from './payments.enums';
import { PAYMENT_DETAIL_FAILURE_CLOSE_MS, WITHDRAW_SUCCESS_CLOSE_MS } from './payments.constants';
import { paymentsOf } from './payments.store';

const sandbox = useStoreSandbox();

const BANK_TRANSFER = { id: 1, direction: MoneyDirection.Deposit, title: 'Havale/EFT' };
const PAPARA = { id: 2, direction: MoneyDirection.Deposit, title: 'Papara' };
const WITHDRAW_TRANSFER = { id: 1, direction: MoneyDirection.Withdraw, title: 'Havale/EFT' };
const transferForm = (Amount: string) => ({ Amount, FullName: 'Deniz Yılmaz', Bank: '10', Iban: 'tr33 0006 1005 1978 6457 8413 26' });

const balanceOf = async (token: string) => {
  const response = await fetch(`${sandbox.url}/api/user/balance`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { balance: number } }).data.balance;
};

describe('payments', () => {
  it('lists the methods of each direction', async () => {
    const { client } = await sandbox.playerClient();
    const payments = paymentsOf(client);
    await payments.loadMethods(MoneyDirection.Withdraw);
    const state = payments.methods(MoneyDirection.Withdraw).get();
    expect(state.status === 'ready' && state.value.map((method) => method.name)).toEqual(['Havale/EFT', 'Papara', 'Kripto (USDT)']);
    expect(payments.methods(MoneyDirection.Deposit).get()).toEqual({ status: 'idle' });
  });

  it('puts the field the server refused under that field, in its words', async () => {
    const { client } = await sandbox.playerClient();
    const payments = paymentsOf(client);
    await payments.open(BANK_TRANSFER);
    expect(await payments.submit(transferForm('10'))).toEqual({
      status: 'invalid',
      errors: { Amount: { key: 'validation.server', params: { message: expect.stringMatching(/100[.,]00 TRY/) } } },
    });
  });

  it('deposits by bank transfer: numbers and the clean IBAN are sent, the instructions stay in the dialog', async () => {
    const { client, openedTabs } = await sandbox.playerClient();
    const payments = paymentsOf(client);
    expect(await payments.open(BANK_TRANSFER)).toMatchObject({ status: 'done', fields: [{ key: 'Amount' }, { key: 'FullName' }, { key: 'Bank' }, { key: 'Iban' }] });
    expect(await payments.submit({ ...transferForm(''), Iban: 'TR12' })).toMatchObject({
      status: 'invalid',
      errors: { Amount: { key: 'validation.required' }, Iban: { key: 'validation.iban' } },
    });
    expect(sandbox.net.callsTo('payment/deposit')).toEqual([]);
    const result = await payments.submit(transferForm('1500.50'));
    expect(result).toMatchObject({ status: 'done', message: expect.stringContaining('1,500.50 TRY') });
    const [sent] = sandbox.net.callsTo('payment/deposit');
    expect(await sent!.json()).toEqual({
      id: 1,
      target: 'pay',
      detail: { Amount: 1500.5, FullName: 'Deniz Yılmaz', Bank: 10, Iban: 'TR330006100519786457841326' },
    });
    expect(sent!.headers.get('idempotency-key')).toBeTruthy();
    expect(payments.$dialog.get()).toMatchObject({ step: 'form', paymentUrl: null, notice: result.status === 'done' ? result.message : '' });
    expect(openedTabs).toEqual([]);
  });

  it('opens the payment page of a deposit in a new tab and again on continue; paying there credits the balance', async () => {
    const { client, openedTabs, auth } = await sandbox.playerClient();
    const payments = paymentsOf(client);
    await payments.open(PAPARA);
    const result = await payments.submit({ Amount: '250', PaparaNo: '1234567890' });
    expect(result).toMatchObject({ status: 'redirect', opened: true, url: expect.stringMatching(/\/pay\//) });
    const url = result.status === 'redirect' ? result.url : '';
    expect(openedTabs).toEqual([url]);
    expect(payments.$dialog.get()).toMatchObject({ step: 'form', paymentUrl: url });
    expect(payments.continuePayment()).toBe(true);
    expect(openedTabs).toEqual([url, url]);
    await fetch(`${url}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(await balanceOf(auth.token)).toBe(1750);
  });

  it('shows a refusal and keeps the form; a withdrawal done closes the dialog 500 ms later', async () => {
    const { client, tick, auth } = await sandbox.playerClient();
    const payments = paymentsOf(client);
    await payments.open(WITHDRAW_TRANSFER);
    expect(await payments.submit(transferForm('5000'))).toEqual({ status: 'refused', message: 'Your balance is not enough for this withdrawal.' });
    expect(payments.$dialog.get().step).toBe('form');
    const done = await payments.submit(transferForm('400'));
    expect(done).toMatchObject({ status: 'done', message: expect.stringContaining('400.00 TRY') });
    expect(payments.$dialog.get().step).toBe('closing');
    tick(WITHDRAW_SUCCESS_CLOSE_MS - 1);
    expect(payments.$dialog.get().step).toBe('closing');
    tick(1);
    expect(payments.$dialog.get()).toEqual({ step: 'closed' });
    expect(await balanceOf(auth.token)).toBe(1100);
  });

  it('closes 100 ms after a failed load, with the server’s words', async () => {
    const { client, tick } = await sandbox.playerClient();
    const payments = paymentsOf(client);
    const result = await payments.open({ id: 3, direction: MoneyDirection.Withdraw, title: 'Kart' });
    expect(result).toEqual({ status: 'refused', message: 'There is no payment method 3 for this direction.' });
    expect(payments.$dialog.get().step).toBe('closing');
    tick(PAYMENT_DETAIL_FAILURE_CLOSE_MS - 1);
    expect(payments.$dialog.get().step).toBe('closing');
    tick(1);
    expect(payments.$dialog.get()).toEqual({ step: 'closed' });
  });

  it('closes 100 ms after an empty field list (No data found)', async () => {
    // An operator whose method has no fields: the sandbox's answer with its list emptied.
    const emptyDetail: typeof fetch = async (input, init) => {
      const response = await sandbox.net.fetch(input, init);
      if (!new Request(input, init).url.endsWith('payment/detail')) return response;
      const body = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...body, data: [] });
    };
    const { client, tick } = sandbox.client({ platform: { fetch: emptyDetail } });
    client.setAuth(await sandbox.login('demouser'));
    const payments = paymentsOf(client);
    expect(await payments.open(BANK_TRANSFER)).toEqual({ status: 'empty' });
    tick(PAYMENT_DETAIL_FAILURE_CLOSE_MS);
    expect(payments.$dialog.get()).toEqual({ step: 'closed' });
  });

  it('sends a form once however fast it is sent, and retries a lost answer with the same key', async () => {
    const { client, auth } = await sandbox.playerClient();
    const payments = paymentsOf(client);
    await payments.open(WITHDRAW_TRANSFER);
    const held = sandbox.net.hold('payment/withdraw');
    const first = payments.submit(transferForm('200'));
    expect(await payments.submit(transferForm('200'))).toMatchObject({ status: 'failed' });
    await held.arrived;
    await held.release();
    expect(await first).toMatchObject({ status: 'done' });

    await payments.open(WITHDRAW_TRANSFER);
    sandbox.net.fail('payment/withdraw');
    expect(await payments.submit(transferForm('300'))).toMatchObject({ status: 'failed', error: { code: 'network' } });
    expect(await payments.submit(transferForm('300'))).toMatchObject({ status: 'done' });
    const keys = sandbox.net.callsTo('payment/withdraw').map((request) => request.headers.get('idempotency-key'));
    expect(keys[1]).toBe(keys[2]);
    expect(keys[0]).not.toBe(keys[1]);
    expect(await balanceOf(auth.token)).toBe(1000);
  });
});
