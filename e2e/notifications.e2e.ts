import { DEMO, expect, logIn, screenshot, test, unreadCount } from './fixtures';

const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 }, bell: 'banner' },
  { name: '390', viewport: { width: 390, height: 844 }, bell: 'bottom bar' },
] as const;

for (const size of SIZES) {
  test(`a pushed notification appears live, is opened, turns read and the badge follows (${size.name} px)`, async ({ page, backend }) => {
    await page.setViewportSize(size.viewport);
    await page.goto('/');
    await logIn(page);
    const bell =
      size.bell === 'banner'
        ? page.getByRole('banner').getByRole('button', { name: /^Bildirimler(: \d+ okunmamış)?$/ })
        : page.getByRole('navigation', { name: 'Hızlı işlemler' }).getByRole('button', { name: /^Bildirimler( \(\d+ okunmamış\))?$/ });
    await expect(bell).toBeVisible();
    await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
    const before = await unreadCount(page);

    await backend.notify(DEMO.username, { title: 'Yatırımınız onaylandı', note: '250 ₺ hesabınıza geçti.', type: 1 });
    await expect.poll(() => unreadCount(page)).toBe(before + 1);

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Bildirimler' });
    await expect(panel).toBeVisible();
    const fresh = panel.getByRole('button', { name: /Yatırımınız onaylandı.*okunmamış/ });
    await expect(fresh).toBeVisible();
    await screenshot(page, `notifications-${size.name}-tr`);

    await fresh.click();
    await expect(panel.getByRole('heading', { name: 'Yatırımınız onaylandı' })).toBeVisible();
    await expect(panel.getByText('250 ₺ hesabınıza geçti.')).toBeVisible();

    await panel.getByRole('button', { name: 'Bildirimlere dön' }).click();
    await expect(panel.getByRole('button', { name: /Yatırımınız onaylandı/ })).not.toContainText('okunmamış');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    // Read once the server agreed: the badge is back where it was before the push.
    await expect.poll(() => unreadCount(page)).toBe(before);
  });
}
