import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
// @ts-expect-error: plain ESM script shared with `pnpm start`
import { startStack } from '../scripts/stack.mjs';

export const DEMO = { username: 'demouser', password: 'demo12345' } as const;
/** Group 3 (crown) with a betco URL (betting platform access). */
export const VIP = { username: 'vipuser', password: 'demo12345' } as const;

/** The sandbox's test-only hooks, reached directly (not through the site). */
export class Backend {
  constructor(readonly url: string) {}

  async hook(path: string, body: unknown = {}) {
    const response = await fetch(`${this.url}/__test/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`hook ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  /** Calls the sportsbook API directly as a guest, answering in `locale`. */
  async feed<T>(path: string, body?: unknown, locale = 'tr'): Promise<T> {
    const token = (await (await fetch(`${this.url}/api/auth/token`)).json()).data;
    const response = await fetch(`${this.url}/sbapi/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': locale },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()).data as T;
  }

  /** A player's balance as the back end keeps it (read by logging in). */
  async balanceOf(player: { username: string; password: string }): Promise<number> {
    const token = (await (await fetch(`${this.url}/api/auth/token`)).json()).data as string;
    const login = await fetch(`${this.url}/api/auth/login`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(player),
    });
    return (await login.json()).data.balance as number;
  }

  reset = () => this.hook('reset');
  setBalance = (username: string, balance: number) => this.hook('balance', { username, balance });
  notify = (username: string, notification: { title: string; note: string; type: number }) =>
    this.hook('notify', { username, ...notification });
  dropHubs = () => this.hook('hubs/drop');
  showPopup = (shown: boolean) => this.hook('popup', { shown });
}

/**
 * Resolves once every Astro island on the page has hydrated (Astro drops `ssr` when it has), but for
 * those that wait to be scrolled into view (`client:visible`: home below the banners).
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]:not([client="visible"])').length === 0);
}

interface Stack {
  siteUrl: string;
  backendUrl: string;
}

/**
 * Starts the sandbox (test hooks on, a fresh SQLite file) and the built site on free ports, one pair per
 * Playwright worker: journeys reset the back end, so workers running side by side must not share one.
 * The addresses also go to `process.env` (each worker is its own process) for journeys that open
 * contexts of their own.
 */
async function startWorkerStack(): Promise<{ stack: Stack; stop: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-e2e-'));
  const stack = await startStack({
    sandboxPort: 0,
    sitePort: 0,
    testHooks: true,
    dbPath: join(folder, 'sandbox.sqlite'),
    quiet: true,
    // Every page reads the back end afresh: journeys see each reset, and the uncached render path
    // (which once lost the script hash) is the one exercised.
    siteCacheSeconds: 0,
    // An operator names the tracker by its public address, never by the back end's internal one;
    // the attack suite checks that the back end's address appears nowhere in what the site sends.
    trackerUrl: (backendUrl: string) => `${backendUrl.replace('127.0.0.1', 'localhost')}/tracker/`,
    // Games, too, open on a public address of their own: a third party's origin, not the site's.
    gameOrigin: 'http://localhost:{port}',
  });
  // A popup over home would stand in the way of journeys about something else: content.e2e.ts
  // turns it on for its own.
  await new Backend(stack.backendUrl).showPopup(false);
  process.env.E2E_SITE_URL = stack.siteUrl;
  process.env.E2E_BACKEND_URL = stack.backendUrl;
  return {
    stack: { siteUrl: stack.siteUrl, backendUrl: stack.backendUrl },
    stop: async () => {
      await stack.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<{ backend: Backend; consoleErrors: string[] }, { stack: Stack }>({
  stack: [
    async ({}, use) => {
      const { stack, stop } = await startWorkerStack();
      await use(stack);
      await stop();
    },
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.siteUrl),
  // Journeys act like a player who waits for the page to come alive: a click on server-rendered
  // HTML before its island hydrates would be lost.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
  backend: async ({ stack }, use) => {
    const backend = new Backend(stack.backendUrl);
    await backend.reset();
    await use(backend);
    // A journey that showed the popup leaves it off for the next one in this worker.
    await backend.showPopup(false);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** The widths every journey runs at: a desktop and a phone. */
export const SIZES = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;

/**
 * The four width × language runs of a journey as two pairings, each of which shows both widths and
 * both languages once. A journey runs in one pairing and the file's next journey in the other, so a
 * file still covers all four combinations at half the runs of the full matrix.
 */
export const PAIRINGS = [
  [
    [SIZES[0], 'tr'],
    [SIZES[1], 'en'],
  ],
  [
    [SIZES[0], 'en'],
    [SIZES[1], 'tr'],
  ],
] as const;

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
}

/** Fills and submits an open login dialog, as the demo player unless told otherwise. */
export async function submitLogin(dialog: Locator, password: string = DEMO.password, username: string = DEMO.username) {
  await dialog.getByLabel('Kullanıcı adı').fill(username);
  await dialog.getByLabel('Şifre', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Giriş Yap' }).click();
}

/** Logs in through the header's login dialog; returns the dialog. */
export async function logIn(page: Page, password: string = DEMO.password, username: string = DEMO.username) {
  await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
  await submitLogin(dialog, password, username);
  return dialog;
}

/** The unread count the visible bell announces (the header's on wide screens, the bottom bar's on phones). */
export async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Bildirimler(: \d+ okunmamış| \(\d+ okunmamış\))?$/ }).first();
  const said = await bell.evaluate((element) => element.getAttribute('aria-label') ?? element.textContent ?? '');
  return Number(said.match(/(\d+) okunmamış/)?.[1] ?? 0);
}

/** `text` matched literally inside a regular expression (an event name may hold '.', '(' or '+'). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A live event's link whose markets are on offer: its name does not end in 'Kapalı' (suspended).
 * Which events are suspended depends on the hour the sandbox's world has reached, so a journey that
 * bets on a live event picks one by this, never by its place in the list.
 */
export const ON_OFFER = /^(?!.*Kapalı)/;

/**
 * The first odd on offer in the shown event's markets ('<home> – <away>, <market>, <selection>, <rate>';
 * a withdrawn one, such as a home win at 0 : 3, says 'Kapalı' instead of a rate), found again by its
 * event, market and selection however its live rate moves.
 */
export async function oddOnOffer(scope: Page | Locator) {
  const offered = scope.getByRole('region', { name: 'Bahisler' }).getByRole('button', { name: /^.+ – .+, .+, \d/ }).first();
  await expect(offered).toBeVisible({ timeout: 20_000 });
  const label = (await offered.getAttribute('aria-label'))!;
  return scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(label.slice(0, label.lastIndexOf(', ')))}, `) }).first();
}
