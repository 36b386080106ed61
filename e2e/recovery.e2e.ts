import { DEMO, SIZES, expect, screenshot, submitLogin, test, PAIRINGS } from './fixtures';
import { seriousViolations } from './axe';

// Whole forms typed at two widths: room for a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/** Where the sandbox mails demouser's reset codes. */
const DEMOUSER_EMAIL = 'deniz.yilmaz@example.com';
const NEW_PASSWORD = 'yeni12345';

const TEXTS = {
  tr: {
    login: 'Giriş Yap',
    recoveryLink: 'Şifremi Unuttum',
    signUp: 'Üye değil misiniz? Hemen Kayıt Olun!',
    title: 'Şifre Sıfırlama',
    step: (n: number) => `Adım ${n} / 4`,
    username: 'Kullanıcı adı',
    sendCode: 'Kod Gönder',
    code: 'Sıfırlama kodu',
    checkCode: 'Kodu Doğrula',
    password: 'Yeni şifre',
    password2: 'Yeni şifre (tekrar)',
    change: 'Şifreyi Değiştir',
    changed: 'Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.',
    register: 'Kayıt Ol',
  },
  en: {
    login: 'Login',
    recoveryLink: 'Recovery Password',
    signUp: 'Not a Member? Sign Up Now!',
    title: 'Password Recovery',
    step: (n: number) => `Step ${n} of 4`,
    username: 'Username',
    sendCode: 'Send Code',
    code: 'Reset code',
    checkCode: 'Verify Code',
    password: 'New password',
    password2: 'Confirm new password',
    change: 'Change Password',
    changed: 'Your password has been changed. You can log in with your new password.',
    register: 'Register',
  },
} as const;

async function mailedCode(backendUrl: string): Promise<string> {
  const answer = await fetch(`${backendUrl}/__test/outbox?to=${encodeURIComponent(DEMOUSER_EMAIL)}`);
  const { data } = (await answer.json()) as { data: { code: string | null }[] };
  if (!data[0]?.code) throw new Error('no reset code was mailed to demouser');
  return data[0].code;
}

for (const [size, locale] of PAIRINGS[0]) {
  const t = TEXTS[locale];
  test(`${size.name} px, ${locale}: demouser recovers the password in four steps with the mailed code, then logs in with it`, async ({
    page,
    context,
    backend,
    consoleErrors,
  }) => {
    if (locale === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: process.env.E2E_SITE_URL ?? '' }]);
    await page.setViewportSize(size.viewport);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: t.login }).click();
    await page.getByRole('dialog', { name: t.login }).getByRole('button', { name: t.recoveryLink }).click();

    const dialog = page.getByRole('dialog', { name: t.title });
    await expect(dialog.getByText(t.step(1))).toBeVisible();
    if (size.name === '1440') await expect(dialog).toHaveCSS('height', '699px');
    else await expect(dialog).toHaveCSS('width', '390px');
    await expect(dialog.getByRole('button', { name: t.signUp })).toBeVisible();
    await screenshot(page, `recovery-step1-${size.name}-${locale}`);
    await dialog.getByLabel(t.username).fill(DEMO.username);
    await dialog.getByRole('button', { name: t.sendCode }).click();

    await expect(dialog.getByText(t.step(2))).toBeVisible();
    await expect(dialog.getByLabel(t.code)).toBeFocused();
    await screenshot(page, `recovery-step2-${size.name}-${locale}`);
    await dialog.getByLabel(t.code).fill(await mailedCode(backend.url));
    await dialog.getByRole('button', { name: t.checkCode }).click();

    await expect(dialog.getByText(t.step(3))).toBeVisible();
    await dialog.getByLabel(t.password, { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel(t.password2, { exact: true }).fill(NEW_PASSWORD);
    await screenshot(page, `recovery-step3-${size.name}-${locale}`);
    // Step 4 shows for a second: watched from inside the page from before the click (a busy machine
    // can take longer than that between two of the test's own looks).
    const step4 = page.waitForFunction(
      ([step, changed]) => [...document.querySelectorAll('[role="dialog"]')].some((open) => open.textContent!.includes(step!) && open.textContent!.includes(changed!)),
      [t.step(4), t.changed],
      { polling: 'raf' },
    );
    await dialog.getByRole('button', { name: t.change }).click();
    await step4;

    // A second later the login form takes its place.
    const login = page.getByRole('dialog', { name: t.login });
    await expect(login).toBeVisible({ timeout: 3_000 });
    await login.getByLabel(locale === 'tr' ? 'Kullanıcı adı' : 'Username').fill(DEMO.username);
    await login.getByLabel(locale === 'tr' ? 'Şifre' : 'Password', { exact: true }).fill(NEW_PASSWORD);
    await login.getByRole('button', { name: t.login }).click();
    await expect(login).toBeHidden();
    if (size.name === '1440') await expect(page.getByRole('banner').getByText(DEMO.username)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? 'null') as { username: string } | null);
    expect(stored?.username).toBe(DEMO.username);
    expect(consoleErrors).toEqual([]);
  });
}

test('1440 px, tr: the old password no longer works after a recovery, and the sign-up link opens registration', async ({ page, backend }) => {
  await page.setViewportSize(SIZES[0].viewport);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('dialog', { name: 'Giriş Yap' }).getByRole('button', { name: TEXTS.tr.recoveryLink }).click();
  const dialog = page.getByRole('dialog', { name: TEXTS.tr.title });
  await dialog.getByLabel(TEXTS.tr.username).fill(DEMO.username);
  await dialog.getByRole('button', { name: TEXTS.tr.sendCode }).click();
  // The code is in the outbox once step 2 shows.
  await expect(dialog.getByText(TEXTS.tr.step(2))).toBeVisible();
  await dialog.getByLabel(TEXTS.tr.code).fill(await mailedCode(backend.url));
  await dialog.getByRole('button', { name: TEXTS.tr.checkCode }).click();
  await dialog.getByLabel(TEXTS.tr.password, { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel(TEXTS.tr.password2, { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: TEXTS.tr.change }).click();
  const login = page.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(login).toBeVisible({ timeout: 3_000 });
  await submitLogin(login, DEMO.password);
  await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();

  await login.getByRole('button', { name: TEXTS.tr.recoveryLink }).click();
  await page.getByRole('dialog', { name: TEXTS.tr.title }).getByRole('button', { name: TEXTS.tr.signUp }).click();
  await expect(page.getByRole('dialog', { name: TEXTS.tr.register })).toBeVisible();
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });
  for (const size of SIZES) {
    test(`${size.name} px: no serious axe violation in the recovery dialog`, async ({ page, backend }) => {
      void backend;
      await page.setViewportSize(size.viewport);
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
      await page.getByRole('dialog', { name: 'Giriş Yap' }).getByRole('button', { name: TEXTS.tr.recoveryLink }).click();
      const dialog = page.getByRole('dialog', { name: TEXTS.tr.title });
      await dialog.getByRole('button', { name: TEXTS.tr.sendCode }).click();
      await expect(dialog.getByText('Bu alan zorunludur')).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    });
  }
});
