import { DEMO, expect, hydrated, logIn, test } from './fixtures';

test('two tabs of one browser stay in step: log in in one, log out in the other', async ({ page, context, backend }) => {
  void backend;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const other = await context.newPage();
  await other.setViewportSize({ width: 1440, height: 900 });
  // Not /promotions: a first visit there opens the promotional popup, which this journey is not about.
  await other.goto('/casino/slot');
  await hydrated(other);

  await expect(await logIn(page)).toBeHidden();
  await expect(other.getByRole('banner').getByText(DEMO.username)).toBeVisible();
  await expect(other.getByRole('banner').getByText('₺1.500,00')).toBeVisible();

  await other.getByRole('banner').getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
});
