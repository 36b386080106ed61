import { expect, logIn, screenshot, test } from './fixtures';

// What a new visitor found broken by trying the site: each check here failed before its fix.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test('a menu group folds away and comes back', async ({ page, backend }) => {
  void backend;
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Ana menü' });
  const casino = menu.getByRole('button', { name: 'Casino' });
  await expect(menu.getByRole('link', { name: 'Slotlar' })).toBeVisible();
  await casino.click();
  await expect(casino).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Slotlar' })).toBeHidden();
  await casino.click();
  await expect(menu.getByRole('link', { name: 'Slotlar' })).toBeVisible();
});

test('no control without a flow behind it: Register opens sign-up', async ({ page, backend }) => {
  void backend;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await header.getByRole('button', { name: 'Kayıt Ol' }).click();
    await expect(page.getByRole('dialog', { name: 'Kayıt Ol' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

test('a player sees the balance in the theme font and Claim Reward with its words', async ({ page, backend }) => {
  void backend;
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await logIn(page);
  const header = page.getByRole('banner');
  const balance = header.getByText('₺1.500,00');
  await expect(balance).toBeVisible();
  const fonts = await balance.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(fonts).not.toMatch(/mono/i);
  await expect(header.getByRole('link', { name: 'Ödülünü Al' }).first()).toHaveText(/Ödülünü Al/);
});

test('About Us shows its text, in tr and in en', async ({ page, context, backend }) => {
  void backend;
  await page.setViewportSize(PHONE);
  await page.goto('/pages/3');
  await expect(page.getByRole('heading', { name: 'Oyna hakkında' })).toBeVisible();
  await expect(page.getByText(/spor bahisleri ve casino oyunlarını/)).toBeVisible();
  await screenshot(page, 'about-us-390-tr');
  await context.addCookies([{ name: 'lang', value: 'en', url: process.env.E2E_SITE_URL ?? '' }]);
  await page.setViewportSize(DESKTOP);
  await page.goto('/pages/3');
  await expect(page.getByRole('heading', { name: 'About Oyna' })).toBeVisible();
  await screenshot(page, 'about-us-1440-en');
});

test('guarded pages hydrate cleanly in en on a phone, however fast the login form opens', async ({ page, context, backend, consoleErrors }) => {
  void backend;
  await context.addCookies([{ name: 'lang', value: 'en', url: process.env.E2E_SITE_URL ?? '' }]);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.setViewportSize(PHONE);
  for (const path of ['/dashboard/bonuses', '/dashboard/session-history', '/spor/betco']) {
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Close' }).click();
  }
  expect(consoleErrors).toEqual([]);
});

test("toasts stay clear of the header's controls", async ({ page, backend }) => {
  void backend;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await logIn(page, 'wrong-password');
    const toast = page.getByText('Kullanıcı adı veya şifre hatalı.');
    await expect(toast).toBeVisible();
    const login = page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' });
    const [toastBox, loginBox] = [await toast.boundingBox(), await login.boundingBox()];
    expect(toastBox!.y).toBeGreaterThanOrEqual(loginBox!.y + loginBox!.height);
  }
});
