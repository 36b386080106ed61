import type { Page } from '@playwright/test';
import { expect, SIZES, test } from './fixtures';

// Issue 20: every image and island reserves its size, so nothing on the page moves as it comes
// alive. Cumulative Layout Shift as Chromium reports it (web-vitals' session windows) stays under
// 0.05 on the four routes Lighthouse is run on, read once everything each shows has arrived.
const GOAL = 0.05;

/** Runs before the page's own scripts: the largest session window of unexpected layout shifts so far. */
function observeLayoutShifts() {
  const state = { largest: 0, window: 0, first: 0, last: 0, sources: [] as string[] };
  (window as unknown as { __layoutShift: typeof state }).__layoutShift = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{ startTime: number; value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> }>) {
      if (entry.hadRecentInput) continue;
      // A window closes after a second without shifts or five seconds in all.
      const joins = state.window > 0 && entry.startTime - state.last < 1000 && entry.startTime - state.first < 5000;
      state.window = joins ? state.window + entry.value : entry.value;
      if (!joins) state.first = entry.startTime;
      state.last = entry.startTime;
      state.largest = Math.max(state.largest, state.window);
      for (const { node } of entry.sources) {
        const element = node instanceof Element ? node : node?.parentElement;
        if (element) state.sources.push(`${element.tagName.toLowerCase()}.${element.className} (${entry.value.toFixed(4)})`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What each route shows once its data is in, beyond its placeholders being gone. */
const ROUTES: Array<[string, (page: Page) => Promise<void>]> = [
  ['/', async () => {}],
  ['/spor/prematch/home', async (page) => {
    await expect(page.getByRole('heading', { name: 'Popüler Maçlar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Öne Çıkan Ligler' })).toBeVisible();
  }],
  ['/spor/live/event-view', async (page) => {
    await expect(page.locator('main a[href^="/spor/live/event-view/"]').first()).toBeVisible();
  }],
  ['/casino/slot', async (page) => {
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  }],
];

for (const size of SIZES) {
  for (const [path, loaded] of ROUTES) {
    test(`${path} at ${size.name} px: the page does not move as it loads (CLS < ${GOAL})`, async ({ page, backend }) => {
      void backend;
      await page.setViewportSize(size.viewport);
      await page.addInitScript(observeLayoutShifts);
      await page.goto(path);
      await loaded(page);
      // Placeholders and the betslip's loading line are gone: everything has arrived.
      await expect(page.getByRole('status').filter({ hasText: 'Yükleniyor' })).toHaveCount(0);
      await expect(page.getByRole('status', { name: 'Yükleniyor...' })).toHaveCount(0);
      // A shift is reported once its frame has been drawn: let two frames pass.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shift = await page.evaluate(() => (window as unknown as { __layoutShift: { largest: number; sources: string[] } }).__layoutShift);
      expect(shift.largest, `shifted: ${shift.sources.join(', ')}`).toBeLessThan(GOAL);
    });
  }
}
