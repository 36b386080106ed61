import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as a script, which the site's own policy rightly refuses.
test.use({ bypassCSP: true });

async function seriousViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    return axe.run();
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`no serious accessibility violations at ${viewport.width} px: guest, login dialog, player`, async ({
    page,
    backend,
  }) => {
    void backend;
    await page.setViewportSize(viewport);
    await page.goto('/');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect(await logIn(page)).toBeHidden();
    await page.goto('/dashboard');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`no serious accessibility violations on the live pages at ${viewport.width} px`, async ({ page, backend }) => {
    void backend;
    await page.setViewportSize(viewport);
    for (const path of ['/spor/live/event-view', '/spor/live/overview/1']) {
      await page.goto(path);
      await expect(page.locator('a[href^="/spor/live/event-view/"]').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
