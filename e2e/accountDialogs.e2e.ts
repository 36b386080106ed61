import type { BrowserContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, screenshot, test, type Backend, PAIRINGS } from './fixtures';
import { seriousViolations } from './axe';

// axe is injected as a script, which the site's own policy rightly refuses.
test.use({ bypassCSP: true });

/** What phone verification, change password and the call request form say, in the site's two languages. */
const TEXTS = {
  tr: {
    login: 'Giriş Yap',
    username: 'Kullanıcı adı',
    password: 'Şifre',
    logout: 'Çıkış Yap',
    openMenu: 'Menüyü aç',
    menu: 'Ana menü',
    register: 'Kayıt Ol',
    registerFields: { name: 'Ad', surname: 'Soyad', email: 'E-posta', password2: 'Şifre (tekrar)', submit: 'Üye Ol' },
    trialBonus: /deneme bonusunu istiyorum/,
    phoneDialog: 'Telefon Doğrulama',
    phone: 'Telefon numarası',
    code: 'Doğrulama kodu',
    sendCode: 'Kod Gönder',
    verify: 'Doğrula',
    step: (step: number) => `Adım ${step}/2`,
    changePhone: 'Telefon numarasını değiştir',
    skip: 'Doğrulamayı Atla',
    verifiedTitle: 'Telefon numaranız doğrulandı',
    continue: 'Devam Et',
    codeSent: /numarasına 6 haneli bir kod gönderdik/,
    phoneVerified: 'Telefon numaranız doğrulandı.',
    panel: 'Telefon doğrulama',
    notVerified: 'Hesabınızı güvende tutmak için telefon numaranızı doğrulayın.',
    verified: 'Telefon numaranız doğrulandı.',
    updateNumber: 'Numarayı Güncelle',
    countdown: (seconds: number) => `${seconds} sn sonra yeni kod isteyebilirsiniz`,
    resend: 'Tekrar göndermek için tıklayın',
    changePassword: 'Şifre Değiştir',
    oldPassword: 'Mevcut şifre',
    newPassword: 'Yeni şifre',
    confirmPassword: 'Yeni şifre (tekrar)',
    changeSubmit: 'Şifreyi Değiştir',
    passwordChanged: 'Şifreniz değiştirildi. Diğer oturumlarınız kapatıldı.',
    callMenu: 'Sizi Arayalım Formu',
    callDialog: 'Sizi Arayalım Formu',
    callName: 'Ad Soyad',
    callUsername: 'Kullanıcı Adı',
    callMessage: 'Mesajınız',
    callTime: 'Aranma saati',
    addContact: 'İletişim Ekle',
    noContacts: 'İletişim bilgisi eklemek için yukarıdaki "İletişim Ekle" düğmesine tıklayın',
    contact: (number: number) => `${number}. iletişim bilgisi`,
    type: 'Tür',
    phoneType: 'Telefon',
    emailType: 'E-posta',
    phonePlaceholder: 'Telefon numaranızı girin',
    save: 'Talebi Kaydet',
    received: /Talebinizi aldık|talebinizi aldık/i,
    sixth: 'Maksimum 5 iletişim bilgisi ekleyebilirsiniz',
    messageText: 'Para çekme işlemim hakkında bilgi almak istiyorum',
  },
  en: {
    login: 'Login',
    username: 'Username',
    password: 'Password',
    logout: 'Logout',
    openMenu: 'Open menu',
    menu: 'Main menu',
    register: 'Register',
    registerFields: { name: 'Name', surname: 'Surname', email: 'Email', password2: 'Confirm password', submit: 'Sign Up' },
    trialBonus: /trial bonus/,
    phoneDialog: 'Phone Verification',
    phone: 'Phone number',
    code: 'Verification code',
    sendCode: 'Send Code',
    verify: 'Verify',
    step: (step: number) => `Step ${step} of 2`,
    changePhone: 'Change phone number',
    skip: 'Skip Verification',
    verifiedTitle: 'Your phone number is verified',
    continue: 'Continue',
    codeSent: /We have sent a 6-digit code to/,
    phoneVerified: 'Your phone number has been verified.',
    panel: 'Phone verification',
    notVerified: 'Verify your phone number to keep your account safe.',
    verified: 'Your phone number is verified.',
    updateNumber: 'Update Number',
    countdown: (seconds: number) => `You can ask for a new code in ${seconds} s`,
    resend: 'Click to resend',
    changePassword: 'Change Password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changeSubmit: 'Change Password',
    passwordChanged: 'Your password has been changed. Your other sessions have been logged out.',
    callMenu: 'Call Request Form',
    callDialog: 'Call Request Form',
    callName: 'Name Surname',
    callUsername: 'Username',
    callMessage: 'Message',
    callTime: 'Call time',
    addContact: 'Add Contact',
    noContacts: 'To add contact information, click the "Add Contacts" button above',
    contact: (number: number) => `Contact ${number}`,
    type: 'Type',
    phoneType: 'Phone',
    emailType: 'Email',
    phonePlaceholder: 'Enter your phone number',
    save: 'Save Request',
    received: /We have received your call request/,
    sixth: 'You can add at most 5 contact details',
    messageText: 'I would like to know about my withdrawal',
  },
} as const;
type Locale = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[Locale];

async function speak(context: BrowserContext, locale: Locale) {
  if (locale === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: process.env.E2E_SITE_URL ?? '' }]);
}

/** The newest code the sandbox texted to a number (its developer outbox's test hook). */
async function lastCodeTo(backend: Backend, phone: string): Promise<string> {
  const answer = await (await fetch(`${backend.url}/__test/outbox?to=${encodeURIComponent(phone)}`)).json();
  const code = (answer.data as Array<{ code: string | null }>)[0]?.code;
  if (!code) throw new Error(`no code was texted to ${phone}`);
  return code;
}

async function logIn(page: Page, t: Texts, password: string = DEMO.password) {
  await page.getByRole('button', { name: t.login, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: t.login });
  await dialog.getByLabel(t.username).fill(DEMO.username);
  await dialog.getByLabel(t.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: t.login }).click();
  await expect(dialog).toBeHidden();
}

let serial = 0;
/** A visitor nobody has signed up as in this run, with a number of their own. */
function newcomer() {
  serial += 1;
  const n = `${Date.now() % 100_000}${serial}`.padStart(7, '0').slice(-7);
  return { username: `selin${n}`, email: `selin${n}@example.com`, phone: `555${n}` };
}

/** The spec's mask, as the field shows a number: '+90 (555) 123 45 67'. */
const shown = (national: string) => `+90 (${national.slice(0, 3)}) ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;

for (const [size, locale] of PAIRINGS[0]) {
  const t = TEXTS[locale];
  const name = (what: string) => `${what}-${size.name}-${locale}`;

  test(`${size.name} px, ${locale}: a new player verifies the phone in the SMS verify dialog after signing up with the trial bonus`, async ({
    page,
    context,
    backend,
    consoleErrors,
  }) => {
    await speak(context, locale);
    await page.setViewportSize(size.viewport);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: t.register }).click();
    const signUp = page.getByRole('dialog', { name: t.register });
    const who = newcomer();
    const fields = t.registerFields;
    await signUp.getByLabel(fields.name, { exact: true }).fill('Selin');
    await signUp.getByLabel(fields.surname, { exact: true }).fill('Aydın');
    await signUp.getByLabel(t.username, { exact: true }).fill(who.username);
    await signUp.getByLabel(fields.email, { exact: true }).fill(who.email);
    await signUp.getByLabel(t.phone, { exact: true }).pressSequentially(who.phone);
    await signUp.getByLabel(t.password, { exact: true }).fill('gizli12345');
    await signUp.getByLabel(fields.password2, { exact: true }).fill('gizli12345');
    await signUp.getByRole('checkbox', { name: t.trialBonus }).check();
    await signUp.getByRole('button', { name: fields.submit }).click();

    // Step 1: the new number, locked; the code field waits.
    const dialog = page.getByRole('dialog', { name: t.phoneDialog });
    await expect(dialog.getByText(t.step(1))).toBeVisible();
    const phone = dialog.getByLabel(t.phone, { exact: true });
    await expect(phone).toHaveValue(shown(who.phone));
    await expect(phone).toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel(t.code)).toBeDisabled();
    if (size.name === '1440') {
      await expect(dialog).toHaveCSS('max-width', '990px');
      await expect(dialog.locator('svg').first()).toBeVisible();
    } else {
      await expect(dialog).toHaveCSS('width', '390px');
    }
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, name('phone-verify-step1'));

    // Step 2: a code goes out; 'Change phone number' brings the number back, editable, for another one.
    await dialog.getByRole('button', { name: t.sendCode }).click();
    await expect(page.getByRole('status').filter({ hasText: t.codeSent })).toBeVisible();
    await expect(dialog.getByText(t.step(2))).toBeVisible();
    await expect(dialog.getByLabel(t.code)).toBeEnabled();
    await dialog.getByRole('button', { name: t.changePhone }).click();
    await expect(dialog.getByText(t.step(1))).toBeVisible();
    await expect(phone).not.toHaveAttribute('readonly', '');
    await expect(dialog.getByLabel(t.code)).toBeDisabled();
    const other = newcomer().phone;
    // The sandbox texts a player a new code 60 s after the last at the earliest, whatever the number.
    await backend.hook('clock', { advanceMinutes: 1 });
    await phone.fill('');
    await phone.pressSequentially(other);
    await expect(phone).toHaveValue(shown(other));
    await dialog.getByRole('button', { name: t.sendCode }).click();
    await expect(dialog.getByText(t.step(2))).toBeVisible();

    const code = await lastCodeTo(backend, `90${other}`);
    await dialog.getByLabel(t.code).pressSequentially(code);
    await expect(dialog.getByLabel(t.code)).toHaveValue(`${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}`);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, name('phone-verify-step2'));
    await dialog.getByRole('button', { name: t.verify, exact: true }).click();

    // The celebration; its button closes every dialog.
    await expect(dialog.getByRole('heading', { name: t.verifiedTitle })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.phoneVerified })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, name('phone-verify-done'));
    await dialog.getByRole('button', { name: t.continue }).click();
    await expect(page.getByRole('dialog', { name: t.phoneDialog })).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? 'null') as { phone: string; smsVerified: boolean });
    expect(stored).toMatchObject({ phone: `90${other}`, smsVerified: true });
    expect(consoleErrors).toEqual([]);
  });

  test(`${size.name} px, ${locale}: Personal information verifies the phone with the 60 s countdown and Click to resend`, async ({
    page,
    context,
    backend,
    consoleErrors,
  }) => {
    await speak(context, locale);
    await page.setViewportSize(size.viewport);
    // The page's clock, moved on by the test; the sandbox's clock is moved by its hook.
    await page.clock.install();
    await page.goto('/');
    await logIn(page, t);
    await page.goto('/dashboard/account');
    const panel = page.getByRole('group', { name: t.panel });
    await expect(panel.getByText(t.notVerified)).toBeVisible();
    await expect(panel.getByLabel(t.phone, { exact: true })).toHaveValue('+90 (532) 123 45 67');
    await expect(panel.getByRole('button', { name: t.updateNumber })).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, name('phone-page-not-verified'));

    await panel.getByRole('button', { name: t.sendCode }).click();
    await expect(panel.getByText(t.countdown(60))).toBeVisible();
    await expect(panel.getByLabel(t.code)).toBeFocused();
    await page.clock.fastForward(30_000);
    await expect(panel.getByText(t.countdown(30))).toBeVisible();
    await screenshot(page, name('phone-page-countdown'));
    await page.clock.fastForward(30_000);
    const resend = panel.getByRole('button', { name: t.resend });
    await expect(resend).toBeVisible();
    await screenshot(page, name('phone-page-resend'));

    await backend.hook('clock', { advanceMinutes: 1 });
    await resend.click();
    await expect(panel.getByText(t.countdown(60))).toBeVisible();
    const code = await lastCodeTo(backend, '905321234567');
    await panel.getByLabel(t.code).pressSequentially(code);
    await expect(panel.getByLabel(t.code)).toHaveValue(`${code.slice(0, 3)}-${code.slice(3)}`);
    await panel.getByRole('button', { name: t.verify, exact: true }).click();
    await expect(panel.getByText(t.verified, { exact: true })).toBeVisible();
    await expect(panel.getByRole('button')).toHaveCount(0);
    await screenshot(page, name('phone-page-verified'));
    expect(consoleErrors).toEqual([]);
  });
}

for (const [size, locale] of PAIRINGS[1]) {
  const t = TEXTS[locale];
  const name = (what: string) => `${what}-${size.name}-${locale}`;

  test(`${size.name} px, ${locale}: a player changes the password from the dashboard tile and logs in with it`, async ({
    page,
    context,
    backend,
    consoleErrors,
  }) => {
    void backend;
    await speak(context, locale);
    await page.setViewportSize(size.viewport);
    await page.goto('/');
    await logIn(page, t);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: t.changePassword }).click();
    const dialog = page.getByRole('dialog', { name: t.changePassword });
    await dialog.getByLabel(t.oldPassword).fill(DEMO.password);
    await dialog.getByLabel(t.newPassword, { exact: true }).fill('yeni12345');
    await dialog.getByLabel(t.confirmPassword).fill('yeni12345');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, name('change-password'));
    await dialog.getByRole('button', { name: t.changeSubmit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.passwordChanged })).toBeVisible();
    await expect(dialog).toBeHidden();

    if (size.name === '390') {
      await page.getByRole('button', { name: t.openMenu }).click();
      await page.getByRole('navigation', { name: t.menu }).getByRole('button', { name: t.logout }).click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: t.logout }).click();
    }
    await page.waitForURL((url) => url.pathname === '/');
    await logIn(page, t, 'yeni12345');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? 'null') as { username: string } | null);
    expect(stored?.username).toBe(DEMO.username);
    expect(consoleErrors).toEqual([]);
  });

  test(`${size.name} px, ${locale}: a visitor asks for a call with two contacts from the menu; a sixth contact is refused`, async ({
    page,
    context,
    backend,
    consoleErrors,
  }) => {
    void backend;
    await speak(context, locale);
    await page.setViewportSize(size.viewport);
    await page.goto('/');
    const openForm = async () => {
      if (size.name === '390') await page.getByRole('button', { name: t.openMenu }).click();
      await page.getByRole('navigation', { name: t.menu }).getByRole('button', { name: t.callMenu }).click();
      return page.getByRole('dialog', { name: t.callDialog });
    };
    let dialog: Locator = await openForm();
    await expect(dialog.getByText(t.noContacts)).toBeVisible();
    const save = dialog.getByRole('button', { name: t.save });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    if (size.name === '1440') {
      await expect(dialog).toHaveCSS('height', '800px');
      await expect(dialog).toHaveCSS('width', '454px');
    } else {
      await expect(dialog).toHaveCSS('width', '390px');
    }
    await screenshot(page, name('call-request-empty'));

    await dialog.getByLabel(t.callName).fill('Selin Aydın');
    await dialog.getByLabel(t.callUsername).fill(DEMO.username);
    await dialog.getByLabel(t.callMessage).fill(t.messageText);
    await dialog.getByLabel(t.callTime).selectOption('16:30 - 17:30');
    await dialog.getByRole('button', { name: t.addContact }).click();
    const first = dialog.getByRole('group', { name: t.contact(1) });
    await first.getByLabel(t.type).selectOption({ label: t.phoneType });
    await expect(first.getByLabel(t.phoneType, { exact: true })).toHaveAttribute('placeholder', t.phonePlaceholder);
    await first.getByLabel(t.phoneType, { exact: true }).fill('05321234567');
    await dialog.getByRole('button', { name: t.addContact }).click();
    const second = dialog.getByRole('group', { name: t.contact(2) });
    await second.getByLabel(t.type).selectOption({ label: t.emailType });
    await second.getByLabel(t.emailType, { exact: true }).fill('selin@example.com');
    await expect(save).toHaveAttribute('aria-disabled', 'false');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshot(page, name('call-request-filled'));

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/cms/callme'));
    await save.click();
    expect((await sent).postDataJSON()).toMatchObject({
      name: 'Selin Aydın',
      contacts: [
        { type: 1, contact: '05321234567' },
        { type: 4, contact: 'selin@example.com' },
      ],
    });
    await expect(page.getByRole('status').filter({ hasText: t.received })).toBeVisible();
    await expect(dialog).toBeHidden();
    await screenshot(page, name('call-request-saved'));

    dialog = await openForm();
    for (let count = 0; count < 5; count += 1) await dialog.getByRole('button', { name: t.addContact }).click();
    await expect(dialog.getByRole('group')).toHaveCount(5);
    await dialog.getByRole('button', { name: t.addContact }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.sixth })).toBeVisible();
    await expect(dialog.getByRole('group')).toHaveCount(5);
    await screenshot(page, name('call-request-sixth'));
    expect(consoleErrors).toEqual([]);
  });
}
