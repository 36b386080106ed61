import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, screenshot, test, PAIRINGS } from './fixtures';

/** What a depositor reads, in each language (the sandbox words the fields in the request's language). */
const TEXTS = {
  tr: {
    login: 'Giriş Yap',
    username: 'Kullanıcı adı',
    password: 'Şifre',
    amount: 'Tutar',
    fullName: 'Ad soyad',
    bank: 'Banka',
    paste: 'IBAN’ı panodan yapıştır',
    deposit: 'Yatır',
    withdraw: 'Çek',
    continue: 'Devam et',
    paparaNo: 'Papara numarası',
    confirm: 'Ödemeyi onayla',
    paid: /Ödeme alındı/,
    transfer: /1\.500,00 TRY tutarındaki yatırım talebiniz alındı/,
    withdrawn: /400,00 TRY tutarındaki çekim talebiniz alındı/,
    bell: /^Bildirimler(: \d+ okunmamış)?$/,
    quickActions: 'Hızlı işlemler',
    notifications: 'Bildirimler',
    depositTitle: 'Para yatırıldı',
    withdrawTitle: 'Çekim gönderildi',
    back: 'Bildirimlere dön',
    unread: /(\d+) okunmamış/,
  },
  en: {
    login: 'Login',
    username: 'Username',
    password: 'Password',
    amount: 'Amount',
    fullName: 'Full name',
    bank: 'Bank',
    paste: 'Paste the IBAN from the clipboard',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    continue: 'Continue',
    paparaNo: 'Papara number',
    confirm: 'Confirm payment',
    paid: /Payment received/,
    transfer: /Your deposit request of 1,500\.00 TRY is received/,
    withdrawn: /Your withdrawal request of 400\.00 TRY is received/,
    bell: /^Notifications(: \d+ unread)?$/,
    quickActions: 'Quick actions',
    notifications: 'Notifications',
    depositTitle: 'Deposit received',
    withdrawTitle: 'Withdrawal sent',
    back: 'Back to notifications',
    unread: /(\d+) unread/,
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const IBAN_PASTED = 'TR33 0006 1005 1978 6457 8413 26';

/** A guest on a players' page meets the login form; logging in there shows the page. */
async function logIn(page: Page, texts: Texts) {
  const dialog = page.getByRole('dialog', { name: texts.login });
  await dialog.getByLabel(texts.username).fill(DEMO.username);
  await dialog.getByLabel(texts.password, { exact: true }).fill(DEMO.password);
  await dialog.getByRole('button', { name: texts.login }).click();
  await expect(dialog).toBeHidden();
}

function bellOf(page: Page, texts: Texts, wide: boolean): Locator {
  return wide
    ? page.getByRole('banner').getByRole('button', { name: texts.bell })
    : page.getByRole('navigation', { name: texts.quickActions }).getByRole('button', { name: new RegExp(`^${texts.notifications}`) });
}

async function unread(bell: Locator, texts: Texts): Promise<number> {
  const said = await bell.evaluate((element) => element.getAttribute('aria-label') ?? element.textContent ?? '');
  return Number(said.match(texts.unread)?.[1] ?? 0);
}

async function openMethod(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^${name.replace(/[/()]/g, '\\$&')}`) }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('button', { name: /^(Yatır|Deposit|Çek|Withdraw)$/ })).toBeVisible();
  return dialog;
}

async function fillTransfer(dialog: Locator, texts: Texts, amount: string) {
  await dialog.getByRole('textbox', { name: texts.amount }).pressSequentially(amount);
  await dialog.getByLabel(texts.fullName).fill('Deniz Yılmaz');
  await dialog.getByLabel(texts.bank).selectOption({ label: 'Ziraat Bankası' });
  await dialog.page().evaluate((iban) => navigator.clipboard.writeText(iban), IBAN_PASTED.toLowerCase());
  await dialog.getByRole('button', { name: texts.paste }).click();
  await expect(dialog.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveValue(IBAN_PASTED);
}

for (const [size, locale] of PAIRINGS[1]) {
  const texts = TEXTS[locale];
  test(`money: a bank transfer, a hosted payment and a withdrawal, live notifications and the history (${size.name} px, ${locale})`, async ({ page, backend, stack, consoleErrors }) => {
    test.setTimeout(120_000);
    const wide = size.viewport.width >= 1100;
    await backend.setBalance(DEMO.username, 1500);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.siteUrl });
    await page.context().addCookies([{ name: 'lang', value: locale, url: stack.siteUrl }]);
    await page.setViewportSize(size.viewport);
    await page.goto('/dashboard/deposit');
    await logIn(page, texts);

    // A bank transfer: the IBAN pasted with spaces and in lower case, masked; the instructions stay in view.
    let dialog = await openMethod(page, 'Havale/EFT');
    await fillTransfer(dialog, texts, '1500');
    // Amounts read in Turkish notation in either language (the spec's number fields).
    await expect(dialog.getByRole('textbox', { name: texts.amount })).toHaveValue('1.500');
    await dialog.getByRole('button', { name: texts.deposit }).click();
    await expect(dialog.getByRole('status').filter({ hasText: texts.transfer })).toBeVisible();
    await screenshot(page, `money-${size.name}-${locale}-transfer`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Papara: the payment page opens in a new tab; paying there credits the balance and a Deposit notification arrives live.
    const bell = bellOf(page, texts, wide);
    await expect(bell).toBeVisible();
    const before = await unread(bell, texts);
    dialog = await openMethod(page, 'Papara');
    await dialog.getByRole('textbox', { name: texts.amount }).pressSequentially('250');
    // Half a Papara number is not one: the deposit waits until the mask is filled.
    await dialog.getByLabel(texts.paparaNo).pressSequentially('12345');
    await expect(dialog.getByRole('button', { name: texts.deposit })).toBeDisabled();
    await dialog.getByLabel(texts.paparaNo).pressSequentially('67890');
    const tab = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: texts.deposit }).click();
    const payment = await tab;
    await payment.waitForLoadState();
    expect(payment.url()).toContain(`${stack.backendUrl}/pay/`);
    await expect(dialog.getByRole('button', { name: texts.continue })).toBeVisible();
    await payment.getByRole('button', { name: texts.confirm }).click();
    await expect(payment.getByRole('status')).toHaveText(texts.paid);
    await screenshot(payment, `money-${size.name}-${locale}-payment-page`);
    await payment.close();
    await expect.poll(() => unread(bell, texts)).toBe(before + 1);
    await page.keyboard.press('Escape');
    await expect(page.getByText(/1[.,]750[.,]00/).filter({ visible: true }).first()).toBeVisible();

    await bell.click();
    const panel = page.getByRole('dialog', { name: texts.notifications });
    await panel.getByRole('button', { name: new RegExp(texts.depositTitle) }).first().click();
    await expect(panel.getByRole('heading', { name: texts.depositTitle })).toBeVisible();
    await screenshot(page, `money-${size.name}-${locale}-notification`);
    await panel.getByRole('button', { name: texts.back }).click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // A withdrawal waits; the operator approves it: a Withdraw notification, the balance where it should be.
    await page.goto('/dashboard/withdraw');
    dialog = await openMethod(page, 'Havale/EFT');
    await fillTransfer(dialog, texts, '400');
    await dialog.getByRole('button', { name: texts.withdraw }).click();
    await expect(page.getByText(texts.withdrawn).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const beforeApproval = await unread(bellOf(page, texts, wide), texts);
    await backend.hook('payments/settle', { username: DEMO.username, approve: true });
    await expect.poll(() => unread(bellOf(page, texts, wide), texts)).toBe(beforeApproval + 1);
    await expect(page.getByText(/1[.,]350[.,]00/).filter({ visible: true }).first()).toBeVisible();

    // Financial History shows all three.
    await page.goto('/dashboard/financial-activities');
    for (const amount of [/1[.,]500[.,]00/, /\b250[.,]00/, /\b400[.,]00/]) await expect(page.getByText(amount).first()).toBeVisible();
    await screenshot(page, `money-${size.name}-${locale}-history`);
    expect(consoleErrors).toEqual([]);
  });
}
