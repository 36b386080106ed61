import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { DEMO, expect, oddOnOffer, ON_OFFER, screenshot, submitLogin, test } from './fixtures';
import { installPacked, run, serveApp } from './packed';

// A partner's own Vite + React app (examples/vite-react), installed from the tarballs a registry
// would serve (`pnpm pack`), not from workspace links, type-checked and built as the partner would,
// then served by `vite preview`, which proxies the APIs and hubs to this worker's sandbox.
let folder = '';
let preview: ChildProcess | null = null;
let appUrl = '';

test.beforeAll(async ({ stack }) => {
  test.setTimeout(240_000);
  const installed = await installPacked('vite-react', ['sdk', 'ui']);
  folder = installed.folder;
  const { app } = installed;
  // The partner's own checks: their code compiles against the published types, then Vite builds it.
  const node = process.execPath;
  await run(node, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], { cwd: app });
  await run(node, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], { cwd: app });
  // Listening once it prints its address.
  const served = await serveApp(
    app,
    (port) => ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    (printed, port) => printed.includes(`127.0.0.1:${port}`),
    { OYNA_BACKEND_URL: stack.backendUrl },
  );
  preview = served.process;
  appUrl = served.url;
});

test.afterAll(() => {
  preview?.kill();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test("a partner's Vite + React app from the packed tarballs: live panel, its router, its theme, a pick, login, a bet, My Bets, and a logout that leaves its storage", async ({ page, backend }) => {
  test.slow();
  await backend.setBalance(DEMO.username, 1234.5);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${appUrl}/sports`);
  await page.evaluate(() => {
    localStorage.setItem('cart', '3 ürün');
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  // A row of the live panel goes through the app's router, under its base path: no page load.
  const row = page.getByRole('link', { name: ON_OFFER }).filter({ hasText: ':' }).nth(1);
  const href = (await row.getAttribute('href'))!;
  expect(href).toMatch(/^\/sports\/spor\/live\/event-view\/\d+\/\d+$/);
  await row.click();
  await expect(page.getByLabel('Adres')).toHaveText(href);
  expect(new URL(page.url()).pathname).toBe(href);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  const eventId = href.slice(href.lastIndexOf('/') + 1);
  // The app's own heading inside <OynaRoot> keeps the app's styles: Oyna's reset weighs nothing there.
  const heading = page.getByRole('heading', { name: 'Canlı bahis' });
  expect(await heading.evaluate((element) => [getComputedStyle(element).fontFamily, getComputedStyle(element).marginBottom])).toEqual(['Georgia, serif', '4px']);
  await expect(page.locator(`#live-event-${eventId}`)).toBeVisible();

  // A pick in the event view lands in the slip, painted in the app's own accent (a plain stylesheet).
  const odd = await oddOnOffer(page);
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  const slip = page.getByRole('region', { name: 'Kupon' });
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  await page.mouse.move(0, 0);
  expect(await odd.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(11, 110, 79)');
  await screenshot(page, 'partner-app-1440-tr');

  // A guest's bet asks for a login; the built-in dialog logs the player in.
  await slip.getByRole('textbox', { name: /^Tutar: / }).fill('25');
  await slip.getByRole('button', { name: 'Bahis Yap' }).click();
  await slip.getByRole('alert').getByRole('button', { name: 'Giriş Yap' }).click();
  await submitLogin(page.getByRole('dialog', { name: 'Giriş Yap' }), DEMO.password, DEMO.username);
  await expect(page.getByRole('banner').getByText(DEMO.username)).toBeVisible();

  if ((await slip.getByRole('listitem').count()) === 0) await odd.click();
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  await slip.getByRole('textbox', { name: /^Tutar: / }).fill('25');
  await slip.getByRole('button', { name: 'Bahis Yap' }).click();
  await expect(slip.getByText('Kuponunuz oluşturuldu')).toBeVisible();

  // My Bets lists the bet just placed.
  await slip.getByRole('button', { name: 'Bahislerim' }).click();
  const myBets = page.getByRole('dialog', { name: 'Bahislerim' });
  await expect(myBets.getByText(/25,00/).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The app's logout: Oyna's keys go, the app's own stay, and the app stays where it is.
  await page.getByRole('button', { name: 'Çıkış' }).click();
  await expect(page.getByRole('banner').getByText('Misafir')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('oyna:authData')])).toEqual(['3 ürün', null]);
  expect(new URL(page.url()).pathname).toBe(href);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
