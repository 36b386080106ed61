import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../dialogHost/DialogHost';
import { expectNoAxeViolations } from '../test/axe';
import { recordingFetch } from '../test/recordingFetch';
import { renderWithOyna } from '../test/render';
import { useSandbox } from '../test/sandbox';
import { Toaster } from '../toast/Toaster';
import { DepositPage, WithdrawPage } from './PaymentMethodsPage';

const sandbox = useSandbox();
const IBAN = 'TR33 0006 1005 1978 6457 8413 26';

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderPage(page: 'deposit' | 'withdraw', locale = 'en') {
  const player = await sandbox.login('demouser');
  const network = recordingFetch(globalThis.fetch);
  const result = renderWithOyna(
    <>
      {page === 'deposit' ? <DepositPage /> : <WithdrawPage />}
      <DialogHost />
      <Toaster />
    </>,
    sandbox,
    { locale, user: player, fetch: network.fetch },
  );
  const methods = within(await screen.findByRole('list', { name: locale === 'en' ? 'Payment methods' : 'Ödeme yöntemleri' }));
  return { ...result, network, methods, player };
}

async function openMethod(methods: ReturnType<typeof within>, name: RegExp, title: string, user: { click(element: Element): Promise<void> }) {
  await user.click(await methods.findByRole('button', { name }));
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  await dialog.findByRole('button', { name: /^(Deposit|Withdraw|Yatır|Çek)$/ });
  return dialog;
}

describe('deposit and withdraw', () => {
  it('lists the methods with their limits, and a bank transfer takes a pasted IBAN, the amount in Turkish notation, then shows the instructions', async () => {
    const { user, methods, network, baseElement, player } = await renderPage('deposit', 'tr');
    expect(await methods.findByRole('button', { name: /Havale\/EFT.*En az ₺100,00 · En çok ₺250\.000,00/ })).toBeTruthy();
    const dialog = await openMethod(methods, /Havale\/EFT/, 'Havale/EFT', user);
    const submit = dialog.getByRole('button', { name: 'Yatır' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    const amount = dialog.getByLabelText<HTMLInputElement>('Tutar');
    await user.type(amount, '1500,5');
    expect(amount.value).toBe('1.500,5');
    await user.type(dialog.getByLabelText('Ad soyad'), 'Deniz Yılmaz');
    await user.selectOptions(dialog.getByLabelText('Banka'), 'Ziraat Bankası');
    await navigator.clipboard.writeText(IBAN.toLowerCase());
    await user.click(dialog.getByRole('button', { name: 'IBAN’ı panodan yapıştır' }));
    await waitFor(() => expect(dialog.getByLabelText<HTMLInputElement>('IBAN').value).toBe(IBAN));
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    await expectNoAxeViolations(baseElement);

    await user.click(submit);
    const [answer] = await waitFor(() => {
      const answers = network.answersTo('payment/deposit');
      expect(answers).toHaveLength(1);
      return answers;
    });
    const history = await sandbox.api('customer/financialhistory', { token: player.token, body: { skip: 0, take: 1 } });
    expect(history.data.items[0]).toMatchObject({ amount: 1500.5, status: 2 });
    expect(await dialog.findByText(String(answer?.body?.message))).toBeTruthy();
    expect(answer?.body?.message).toContain('1.500,50 TRY');
    // The request is made: a second press would open a second pending deposit.
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s refusal of the amount under the amount, with focus on it, until it is changed', async () => {
    const { user, methods, network } = await renderPage('deposit');
    const dialog = await openMethod(methods, /Havale\/EFT/, 'Havale/EFT', user);
    const amount = dialog.getByLabelText<HTMLInputElement>('Amount');
    await user.type(amount, '10');
    await user.type(dialog.getByLabelText('Full name'), 'Deniz Yılmaz');
    await user.selectOptions(dialog.getByLabelText('Bank'), 'Ziraat Bankası');
    await user.type(dialog.getByLabelText('IBAN'), IBAN);
    await user.click(dialog.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(network.answersTo('payment/deposit')).toHaveLength(1));
    expect(await dialog.findByText('The minimum for Havale/EFT is 100.00 TRY.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
    await user.type(amount, '0');
    expect(dialog.queryByText('The minimum for Havale/EFT is 100.00 TRY.')).toBeNull();
  });

  it('opens the hosted payment page in a new tab, and Continue opens it again', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({ opener: {} }) as Window);
    const { user, methods } = await renderPage('deposit');
    // Limits read the market's way in English too, as the balance does.
    expect(await methods.findByRole('button', { name: /Havale\/EFT.*Min ₺100,00 · Max ₺250\.000,00/ })).toBeTruthy();
    const dialog = await openMethod(methods, /Papara/, 'Papara', user);
    await user.type(dialog.getByLabelText('Amount'), '250');
    await user.type(dialog.getByLabelText('Papara number'), '1234567890');
    await user.click(dialog.getByRole('button', { name: 'Deposit' }));
    const again = await dialog.findByRole('button', { name: 'Continue' });
    expect(open).toHaveBeenCalledTimes(1);
    const [url] = open.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/pay\/[\w-]{43}$/);
    await user.click(again);
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[1]?.[0]).toBe(url);
  });

  it('withdraws: refused while the balance is short, sent once it is not, and the dialog closes', async () => {
    const { user, methods } = await renderPage('withdraw');
    const dialog = await openMethod(methods, /Papara/, 'Papara', user);
    const amount = dialog.getByLabelText<HTMLInputElement>('Amount');
    await user.type(amount, '150');
    await user.click(dialog.getByRole('button', { name: 'Increase Amount' }));
    expect(amount.value).toBe('151');
    await user.type(dialog.getByLabelText('Papara number'), '1234567890');
    await sandbox.hook('balance', { username: 'demouser', balance: 100 });
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your balance is not enough for this withdrawal.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Papara' })).toBeVisible();

    await sandbox.hook('balance', { username: 'demouser', balance: 1500 });
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Your withdrawal request of 151\.00 TRY is received/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const balance = await sandbox.api('user/balance', { token: (await sandbox.login('demouser')).token });
    expect(balance.data.balance).toBe(1349);
  });

  it('closes with the server’s words when the method cannot be loaded', async () => {
    const { client } = await renderPage('withdraw');
    const { openDialog } = await import('../dialog/dialog.store');
    act(() => openDialog('payment', { id: 3, direction: 2, title: 'Kart' }));
    expect(await screen.findByText('There is no payment method 3 for this direction.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client).toBeTruthy();
  });
});
