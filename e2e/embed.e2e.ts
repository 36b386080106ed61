import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page, type WebSocket } from '@playwright/test';
// @ts-expect-error: plain ESM script shared with `pnpm start`
import { startStack } from '../scripts/stack.mjs';
import { DEMO } from './fixtures';

interface PartnerStack {
  siteUrl: string;
  backendUrl: string;
  partnerUrl: string;
}

/** The demo partner beside its own sandbox and site: its origin is the one the back end's CORS answers. */
const test = base.extend<{ pageSockets: WebSocket[] }, { partner: PartnerStack }>({
  partner: [
    async ({}, use) => {
      const folder = mkdtempSync(join(tmpdir(), 'oyna-embed-e2e-'));
      const stack = await startStack({
        sandboxPort: 0,
        sitePort: 0,
        partnerPort: 0,
        testHooks: true,
        dbPath: join(folder, 'sandbox.sqlite'),
        quiet: true,
      });
      await use({ siteUrl: stack.siteUrl, backendUrl: stack.backendUrl, partnerUrl: stack.partnerUrl });
      await stack.stop();
      rmSync(folder, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // Every WebSocket the page opens, to count those still open.
  pageSockets: async ({ page }, use) => {
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => sockets.push(socket));
    await use(sockets);
  },
});

/** What the host page heard, in order: every `oyna:*` event with its detail and whether it was cancelable. */
async function listenToOyna(page: Page) {
  await page.addInitScript(() => {
    const heard: Array<{ type: string; detail: unknown; cancelable: boolean }> = [];
    (window as unknown as { heard: typeof heard }).heard = heard;
    for (const type of ['oyna:login-requested', 'oyna:bet-placed', 'oyna:betslip-changed', 'oyna:route-requested', 'oyna:deposit-requested']) {
      document.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail, cancelable: event.cancelable }));
    }
  });
  return async (type: string) =>
    (await page.evaluate(() => (window as unknown as { heard: Array<{ type: string; detail: unknown }> }).heard)).filter((event) => event.type === type);
}

const openSockets = (sockets: WebSocket[]) => sockets.filter((socket) => !socket.isClosed()).length;

test('the demo partner embeds the live panel and the betslip on one runtime, in its own theme, and hears every event', async ({ page, partner, pageSockets }) => {
  const heard = await listenToOyna(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(partner.partnerUrl);

  const live = page.locator('oyna-live-panel');
  const slip = page.locator('oyna-betslip');
  // Choosing an event shows its markets in the element (the site's event page is not the partner's).
  await live.getByRole('link').nth(1).click();
  expect(new URL(page.url()).origin).toBe(partner.partnerUrl);
  // A live odd of that event: '<home> – <away>, <market>, 1, <rate>'.
  const odd = live.getByRole('region', { name: 'Bahisler' }).getByRole('button', { name: /^.+ – .+, [^,]+, 1, / }).first();
  await expect(odd).toBeVisible({ timeout: 15_000 });

  // A pick pressed in the live panel element shows in the betslip element: one betslip.
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  await expect.poll(async () => (await heard('oyna:betslip-changed')).length).toBeGreaterThan(0);

  // The partner's green (--oyna-color-accent: #0b6e4f) is what a pressed odd is painted with
  // (the pointer moved off it: hovered, it takes --oyna-color-accent-hover).
  await page.mouse.move(0, 0);
  expect(await odd.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(11, 110, 79)');
  // An attribute change re-renders the element: the betslip turns dark, the live panel stays light.
  await expect(slip.locator('.oyna-theme-light')).toHaveCount(1);
  await slip.evaluate((element) => element.setAttribute('theme', 'dark'));
  await expect(slip.locator('.oyna-theme-dark')).toHaveCount(1);
  await expect(live.locator('.oyna-theme-light')).toHaveCount(1);
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  // The partner's page keeps its own styles: nothing of the widgets' reset leaked out.
  expect(await page.locator('header h1').evaluate((heading) => getComputedStyle(heading).fontFamily)).toContain('Georgia');

  // A guest placing a bet is asked to log in; the host hears it and shows its own login instead.
  await slip.getByRole('textbox', { name: /^Tutar: / }).fill('25');
  await slip.getByRole('button', { name: 'Bahis Yap' }).click();
  await slip.getByRole('alert').getByRole('button', { name: 'Giriş Yap' }).click();
  await expect.poll(async () => (await heard('oyna:login-requested')).length).toBe(1);
  const partnerLogin = page.getByRole('dialog', { name: 'Kupon Keyfi girişi' });
  await expect(partnerLogin).toBeVisible();
  await expect(slip.getByRole('dialog')).toHaveCount(0);

  // The host's own login, handed over with Oyna.player: the betslip places the bet as that player.
  await partnerLogin.getByLabel('Kullanıcı adı').fill(DEMO.username);
  await partnerLogin.getByLabel('Şifre').fill(DEMO.password);
  await partnerLogin.getByRole('button', { name: 'Giriş' }).click();
  await expect(partnerLogin).toBeHidden();
  await expect(page.locator('#partner-player')).toHaveText(DEMO.username);
  await expect(slip.getByRole('button', { name: 'Bahislerim' })).toBeVisible();
  // The host logged in on its own (another anonymous session): the player's slip is their own.
  if ((await slip.getByRole('listitem').count()) === 0) await odd.click();
  await expect(slip.getByRole('listitem')).toHaveCount(1);
  await slip.getByRole('textbox', { name: /^Tutar: / }).fill('25');
  await slip.getByRole('button', { name: 'Bahis Yap' }).click();
  await expect(slip.getByText('Kuponunuz oluşturuldu')).toBeVisible();
  await expect.poll(async () => (await heard('oyna:bet-placed')).length).toBe(1);
  const [placed] = await heard('oyna:bet-placed');
  expect(placed!.detail).toEqual({ couponIds: [expect.any(Number)], stake: 25, currency: 'TRY' });

  // The player's hubs are open; removing every element closes them: no socket is left.
  await expect.poll(() => openSockets(pageSockets)).toBeGreaterThan(0);
  await page.evaluate(() => document.querySelectorAll('oyna-live-panel, oyna-betslip').forEach((element) => element.remove()));
  await expect.poll(() => openSockets(pageSockets)).toBe(0);
});

test('a BOOTSTRAP_DATA from a foreign origin is ignored, and a login button shows the guest the built-in login', async ({ page, partner }) => {
  const heard = await listenToOyna(page);
  await page.goto(partner.partnerUrl);
  // A stranger's window posting a login: not a trusted origin, not the parent, so nothing changes.
  await page.evaluate(() => {
    window.postMessage({ type: 'BOOTSTRAP_DATA', data: { authData: JSON.stringify({ token: 'forged', username: 'mallory', balance: 1e9 }) } }, '*');
  });
  await page.evaluate(() => {
    const button = document.createElement('oyna-login-button');
    document.body.prepend(button);
  });
  const button = page.locator('oyna-login-button');
  await expect(button.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
  await expect(button.getByText('mallory')).toHaveCount(0);
  // With the host's listener gone, the default runs: the login dialog opens inside the element.
  await page.evaluate(() => {
    document.addEventListener('oyna:login-requested', (event) => event.stopImmediatePropagation(), { capture: true });
  });
  await button.getByRole('button', { name: 'Giriş Yap' }).click();
  const dialog = button.getByRole('dialog', { name: 'Giriş Yap' });
  await expect(dialog).toBeVisible();
  // Focus stays in the dialog inside the shadow root, and Escape closes it.
  await expect(dialog.getByLabel('Kullanıcı adı')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await heard('oyna:login-requested')).length).toBe(0);
});
