import { expect, test } from './fixtures';

// The host's own stylesheet (the site's policy allows no inline <style>, so the check is lifted here).
test.use({ bypassCSP: true });

test("a plain stylesheet re-themes the widgets: the accent a host sets is what a primary button is painted with, and what it leaves out keeps the theme's value", async ({ page, backend }) => {
  void backend;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const register = page.getByRole('banner').getByRole('button', { name: 'Kayıt Ol' });
  const paint = () => register.evaluate((button) => [getComputedStyle(button).backgroundColor, getComputedStyle(button).color]);
  const [accent, accentText] = await paint();
  expect(accent).toBe('rgb(255, 197, 61)');

  await page.addStyleTag({ content: ':root { --oyna-color-accent: #0b6e4f; }' });
  await page.mouse.move(0, 0);
  expect(await paint()).toEqual(['rgb(11, 110, 79)', accentText]);
});
