import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = { username: 'demouser', password: 'demo12345' } as const;

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

  reset = () => this.hook('reset');
  setBalance = (username: string, balance: number) => this.hook('balance', { username, balance });
  notify = (username: string, notification: { title: string; note: string; type: number }) =>
    this.hook('notify', { username, ...notification });
  dropHubs = () => this.hook('hubs/drop');
}

export const test = base.extend<{ backend: Backend; consoleErrors: string[] }>({
  baseURL: async ({}, use) => use(process.env.E2E_SITE_URL),
  backend: async ({}, use) => {
    const backend = new Backend(process.env.E2E_BACKEND_URL ?? '');
    await backend.reset();
    await use(backend);
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

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
}
