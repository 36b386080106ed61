import { DEMO, expect, logIn, test, unreadCount } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('a malformed login answer becomes an error toast, not a blank screen', async ({ page, backend }) => {
  void backend;
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html>maintenance</html>' }),
  );
  await page.goto('/');
  const dialog = await logIn(page);
  await expect(page.getByText('Sunucudan beklenmeyen bir yanıt geldi. Lütfen tekrar deneyin.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
});

test('an unreachable back end is said so in a toast', async ({ page, backend }) => {
  void backend;
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await logIn(page);
  await expect(page.getByText('Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.')).toBeVisible();
});

test('after the hubs drop, the browser reconnects and live notifications arrive again', async ({ page, backend }) => {
  await page.goto('/');
  await expect(await logIn(page)).toBeHidden();
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
  const before = await unreadCount(page);

  await backend.dropHubs();
  // Reconnect tries at once; a resync reloads the list, so the count must not change by itself.
  await page.waitForTimeout(1_000);
  await backend.notify(DEMO.username, { title: 'Para yatırma onaylandı', note: '500 ₺ hesabınıza geçti', type: 1 });

  await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBe(before + 1);
});

test('a session the server ends turns the player into a guest, with the reason in a toast', async ({ page, backend }) => {
  await page.goto('/');
  await expect(await logIn(page)).toBeHidden();
  await expect(page.getByRole('banner').getByText(DEMO.username)).toBeVisible();

  await backend.reset();

  await expect(page.getByText('Oturumunuz sona erdi. Lütfen tekrar giriş yapın.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
});
