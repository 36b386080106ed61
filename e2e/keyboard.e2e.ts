import { DEMO, expect, test } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

test('the login dialog works from the keyboard alone and keeps focus inside', async ({ page, backend }) => {
  void backend;
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' });
  await login.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Kullanıcı adı')).toBeFocused();

  // Focus is trapped: however far one tabs, it stays in the dialog.
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Kullanıcı adı')).toBeFocused();
  await page.keyboard.type(DEMO.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText(DEMO.username)).toBeVisible();
});
