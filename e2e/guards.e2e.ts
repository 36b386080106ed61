import { DEMO, VIP, expect, logIn, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

const BETCO_ONLY = 'Bu sayfa yalnızca bahis platformu erişimi olan hesaplara açıktır.';

test('a player without betting platform access is kept out of Betco and not offered it', async ({ page, backend }) => {
  void backend;
  await page.goto('/');
  await expect(await logIn(page, DEMO.password, DEMO.username)).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(menu.getByRole('link', { name: 'Betco' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hesabım' })).toBeVisible();

  await page.goto('/spor/betco');
  await expect(page.getByText(BETCO_ONLY)).toBeVisible();
});

test('a VIP with betting platform access gets the crown, the Betco entry and the page', async ({ page, backend }) => {
  void backend;
  await page.goto('/');
  await expect(await logIn(page, VIP.password, VIP.username)).toBeHidden();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'VIP hesap' })).toHaveAttribute('href', '/dashboard');
  await expect(header.getByRole('link', { name: 'Hesabım' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Betco' }).click();
  await expect(page).toHaveURL(/\/spor\/betco$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Betco');
  await expect(page.getByText(BETCO_ONLY)).toHaveCount(0);
});
