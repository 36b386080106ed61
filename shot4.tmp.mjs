import { chromium } from '@playwright/test';
const [,, path, out, width, user = '', lang = 'tr'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: +width, height: 900 }, reducedMotion: 'reduce' });
await context.addCookies([{ name: 'lang', value: lang, url: 'http://127.0.0.1:4321' }]);
const page = await context.newPage();
if (user) {
  await page.goto('http://127.0.0.1:4321/');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.getByRole('banner').getByRole('button', { name: lang === 'tr' ? 'Giriş Yap' : 'Login' }).click();
  const d = page.getByRole('dialog');
  await d.locator('input').nth(0).fill(user);
  await d.locator('input[type=password]').fill('demo12345');
  await d.locator('button[type=submit]').click();
  await page.waitForTimeout(1200);
}
await page.goto('http://127.0.0.1:4321' + path);
await page.waitForTimeout(1200);
await page.screenshot({ path: out });
await browser.close();
