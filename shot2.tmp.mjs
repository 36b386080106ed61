import { chromium } from '@playwright/test';
const [,, url, out, width, height, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: +width, height: +height } });
await page.goto(url);
await page.waitForTimeout(500);
if (action === 'menu') await page.getByRole('button', { name: 'Menüyü aç' }).click();
if (action === 'login') { await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click(); await page.getByRole('dialog').getByRole('button', { name: 'Giriş Yap' }).click(); }
await page.waitForTimeout(1500);
await page.screenshot({ path: out });
await browser.close();
