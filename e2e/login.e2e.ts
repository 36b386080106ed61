import { DEMO, expect, logIn, screenshot, submitLogin, test, unreadCount } from './fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test('a guest logs in, sees name and live balance, gets a pushed notification, and logs out', async ({
  page,
  backend,
  consoleErrors,
}) => {
  await page.setViewportSize(DESKTOP);
  // Not /promotions: a first visit there opens the promotional popup over the page (e2e/content.e2e.ts).
  await page.goto('/casino/slot');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Kayıt Ol' })).toBeVisible();

  const dialog = await logIn(page);
  await expect(dialog).toBeHidden();
  await expect(header.getByText(DEMO.username)).toBeVisible();
  await expect(header.getByText('₺1.500,00')).toBeVisible();
  await expect(header.getByRole('button', { name: 'Giriş Yap' })).toHaveCount(0);
  await screenshot(page, 'player-1440-tr');

  await backend.setBalance(DEMO.username, 2750.25);
  await expect(header.getByText('₺2.750,25')).toBeVisible({ timeout: 5_000 });

  await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
  const before = await unreadCount(page);
  await backend.notify(DEMO.username, { title: 'Bonus yüklendi', note: '100 ₺ hoş geldin bonusu', type: 4 });
  await expect.poll(() => unreadCount(page)).toBe(before + 1);

  await header.getByRole('button', { name: 'Çıkış Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
  expect(consoleErrors).toEqual([]);
});

test('a wrong password shows the server message and keeps the guest a guest', async ({ page, backend }) => {
  void backend;
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const dialog = await logIn(page, 'wrong-password');
  await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('banner').getByText(DEMO.username)).toHaveCount(0);
});

test('the login form explains invalid input and sends nothing', async ({ page, backend }) => {
  void backend;
  await page.setViewportSize(DESKTOP);
  const logins: string[] = [];
  page.on('request', (request) => request.url().includes('/api/auth/login') && logins.push(request.url()));
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
  // Themed, not bare HTML: the panel has the theme's opaque surface and its inputs the theme's text colour.
  await expect(dialog).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(dialog.getByLabel('Kullanıcı adı')).not.toHaveCSS('color', 'rgb(0, 0, 0)');
  await screenshot(page, 'login-dialog-1440-tr');
  await dialog.getByLabel('Kullanıcı adı').fill('ab');
  await dialog.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(dialog.getByText('En az 3 karakter girin')).toBeVisible();
  await expect(dialog.getByText('Bu alan zorunludur')).toBeVisible();
  expect(logins).toEqual([]);
});

test('on a phone the guest sees Login, Promotions and Claim Reward, and the player a bottom bar with the balance', async ({
  page,
  backend,
}) => {
  void backend;
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Promosyonlar' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Ödülünü Al' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Kayıt Ol' })).toBeVisible();
  await screenshot(page, 'home-guest-390-tr');
  await header.getByRole('button', { name: 'Giriş Yap' }).click();
  const opened = page.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(opened).toHaveCSS('width', '390px');
  await screenshot(page, 'login-dialog-390-tr');
  await opened.getByRole('button', { name: 'Kapat' }).click();

  const dialog = await logIn(page);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('₺1.500,00').last()).toBeVisible();
  await screenshot(page, 'home-player-390-tr');
});

test('a players-only page asks a guest to log in, then shows itself', async ({ page, backend }) => {
  void backend;
  await page.setViewportSize(DESKTOP);
  const apiCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/') && apiCalls.push(new URL(request.url()).pathname));
  await page.goto('/dashboard/deposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Para Yatır' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Bu sayfayı görmek için lütfen giriş yapın.')).toBeVisible();
  await submitLogin(dialog);
  await expect(page.getByText('Bu sayfayı görmek için lütfen giriş yapın.')).toHaveCount(0);
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.every((path) => path.startsWith('/api/'))).toBe(true);
  const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' });
  await expect(crumbs.getByRole('link', { name: 'Hesabım' })).toHaveAttribute('href', '/dashboard');
});

test('corrupt stored login data leaves a working guest page, not a blank one', async ({ page, backend, consoleErrors }) => {
  void backend;
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('authData', '{"token": 42, "username"'));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
  expect(consoleErrors).toEqual([]);
});

for (const locale of ['tr', 'en'] as const) {
  test(`the login dialog at 1440 px is as wide as its form needs, its title and form in the middle of its height (${locale})`, async ({
    page,
    backend,
  }) => {
    void backend;
    await page.context().addCookies([{ name: 'lang', value: locale, url: process.env.E2E_SITE_URL! }]);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const name = locale === 'tr' ? 'Giriş Yap' : 'Login';
    await page.getByRole('banner').getByRole('button', { name }).click();
    const dialog = page.getByRole('dialog', { name });
    const panel = (await dialog.boundingBox())!;
    expect(panel.width).toBe(800);
    expect(panel.height).toBe(699);
    const title = (await dialog.getByRole('heading', { name }).boundingBox())!;
    // The lowest control: the submit button, or the sign-up link under it when the site offers sign-up.
    const end = await dialog.evaluate((panelElement) =>
      Math.max(...Array.from(panelElement.querySelectorAll('form button, form ~ * button, form ~ * a'), (control) => control.getBoundingClientRect().bottom)),
    );
    // As much room above the title as below the last control.
    const above = title.y - panel.y;
    const below = panel.y + panel.height - end;
    expect(Math.abs(above - below)).toBeLessThan(2);
    await screenshot(page, `login-dialog-centred-1440-${locale}`);
    await page.setViewportSize(PHONE);
    await screenshot(page, `login-dialog-centred-390-${locale}`);
  });
}
