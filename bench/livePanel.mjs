// The live panel in Chromium at 4x CPU throttle against the built site and a sandbox with the large
// world (`--world large`): its first render, and the 60 s refresh. A report, never an assertion.
// Goals from the issue: first render within 50 ms, no long task over 50 ms on a refresh.
//
// First render is what a player waits for once the live data is in, when the panel is drawn in the
// browser: from the first `feed/liveeventlist` answer in (Resource Timing's responseEnd, so the bench
// does nothing in the page then) to the presentation of the frame that painted the panel's first
// event row (Element Timing's renderTime). It holds reading and validating that list, building the
// rows, React's render and commit, and the browser's style, layout and paint. It is measured with the
// site told not to read the lists itself (OYNA_LIVE_SEED_WAIT_MS=0, as when the feed is slow).
//
// By default the site's server reads the live sports and the first sport's first events and draws
// the panel's first screen into the page's HTML: then the row is painted in the page's first paint,
// and what the player waits for is navigation start to that paint, printed for both ways. Page HTML
// in to the same paint is the page's own first paint (its style sheet, parsing and layout).
//
// History: before the lists were shown one by one, first render was "last list in to first row in
// the DOM"; until the bench read Resource Timing it wrapped `fetch` and read a copy of every list's
// body in the measured page.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startStack } from '../scripts/stack.mjs';
import { printTable } from './sizes.mjs';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const EVENT_LINKS = 'section a[href^="/spor/live/event-view/"]';

// Runs in the page before its own scripts: notes when each live list arrives, when the panel's
// first event row enters the DOM and is painted, and every long task.
function instrument() {
  const bench = { lists: [], firstRowAt: null, firstRowPaintedAt: null, longTasks: [] };
  window.__liveBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // When each list's answer was wholly in (Resource Timing's responseEnd): read from the browser's
  // own record, so the bench adds no work of its own to the page while it is being measured.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.includes('feed/liveeventlist') && entry.responseEnd > 0) bench.lists.push(entry.responseEnd);
    }
  }).observe({ type: 'resource', buffered: true });
  // Element Timing gives the time the frame that painted a row was presented. Rows are named as they
  // enter the DOM, before any frame could paint them; a row replaced before it was painted (a list
  // arriving just after) never reports, so every row is named until one has been painted.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== 'oyna-bench-row') continue;
      const paintedAt = entry.renderTime || entry.loadTime;
      bench.firstRowPaintedAt = Math.min(bench.firstRowPaintedAt ?? paintedAt, paintedAt);
    }
  }).observe({ type: 'element', buffered: true });
  const rows = new MutationObserver(() => {
    if (bench.firstRowPaintedAt !== null) return rows.disconnect();
    for (const row of document.querySelectorAll('section a[href^="/spor/live/event-view/"]:not([elementtiming])')) {
      bench.firstRowAt ??= performance.now();
      // Text is reported on the element that holds it, so every element of the row is named.
      for (const element of [row, ...row.querySelectorAll('*')]) element.setAttribute('elementtiming', 'oyna-bench-row');
    }
  });
  rows.observe(document, { childList: true, subtree: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (value) => `${value.toFixed(1)} ms`;

async function throttledPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'tr-TR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(instrument);
  await page.goto(url);
  await page.waitForSelector(EVENT_LINKS, { timeout: 120_000 });
  return { page, context };
}

/** One cold load of the live page: from the first live list in to the first event row painted. */
async function firstRender(browser, url) {
  const { page, context } = await throttledPage(browser, url);
  await page.waitForFunction(() => window.__liveBench.firstRowPaintedAt !== null);
  // The other sports' lists still arriving and being shown: their long tasks count too.
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => {
    const { lists, firstRowAt, firstRowPaintedAt, longTasks } = window.__liveBench;
    const firstList = Math.min(...lists);
    const during = longTasks.filter((task) => task.start + task.duration >= firstList);
    const htmlIn = performance.getEntriesByType('navigation')[0].responseEnd;
    return {
      fromHtml: firstRowPaintedAt - htmlIn,
      htmlIn,
      render: firstRowPaintedAt - firstList,
      inDom: firstRowAt - firstList,
      fromNavigation: firstRowPaintedAt,
      longest: Math.max(0, ...during.map((task) => task.duration)),
      longestAfterHtml: Math.max(0, ...longTasks.filter((task) => task.start >= htmlIn).map((task) => task.duration)),
      events: document.querySelectorAll('section a[href^="/spor/live/event-view/"]').length,
    };
  });
  await context.close();
  return result;
}

/** How many events the panel lists: what the spec's calls give (take 200 per sport), hidden sports left out. */
async function listedEvents(backendUrl) {
  const token = (await (await fetch(`${backendUrl}/api/auth/token`)).json()).data;
  const call = async (path, body) =>
    (
      await (
        await fetch(`${backendUrl}/sbapi/api/${path}`, {
          method: body ? 'POST' : 'GET',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body ? JSON.stringify(body) : undefined,
        })
      ).json()
    ).data;
  const sports = (await call('feed/livecategorylist')).filter((sport) => ![35, 11].includes(sport.id));
  const lists = await Promise.all(sports.map((sport) => call('feed/liveeventlist', { sportId: sport.id, skip: 0, take: 200 })));
  const live = sports.reduce((sum, sport) => sum + sport.count, 0);
  const shown = lists.flat().reduce((sum, group) => sum + group.events.length, 0);
  return { live, shown, sports: sports.length };
}

/**
 * The refresh on a loaded page. The store refreshes on its 60 s timer and, the same way, when the
 * tab becomes visible again: that event starts one at once instead of waiting a minute per run.
 */
async function refreshes(browser, url) {
  const { page, context } = await throttledPage(browser, url);
  await page.waitForTimeout(1000);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const sports = await page.evaluate(() => {
      const bench = window.__liveBench;
      const before = bench.lists.length;
      bench.refreshFrom = performance.now();
      bench.listsBefore = before;
      document.dispatchEvent(new Event('visibilitychange'));
      return before;
    });
    await page.waitForFunction((before) => window.__liveBench.lists.length > before, sports, { timeout: 120_000 });
    await page.waitForTimeout(1500);
    runs.push(
      await page.evaluate(() => {
        const bench = window.__liveBench;
        const during = bench.longTasks.filter((task) => task.start >= bench.refreshFrom);
        return { longest: Math.max(0, ...during.map((task) => task.duration)), longTasks: during.length };
      }),
    );
  }
  await context.close();
  return runs;
}

/** Runs `measure` against a fresh sandbox (large world) and site started with `options`. */
async function withStack(options, measure) {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-bench-live-'));
  const stack = await startStack({ sandboxPort: 0, sitePort: 0, dbPath: join(folder, 'live.sqlite'), world: 'large', quiet: true, ...options });
  try {
    return await measure(stack);
  } finally {
    await stack.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

const coldLoads = async (browser, url) => {
  const loads = [];
  for (let run = 0; run < RUNS; run += 1) loads.push(await firstRender(browser, url));
  return loads;
};

export async function livePanelTimings() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  const PATH = '/spor/live/event-view';
  try {
    const served = await withStack({}, async (stack) => {
      const url = new URL(PATH, stack.siteUrl).href;
      return { loads: await coldLoads(browser, url), refreshRuns: await refreshes(browser, url), listed: await listedEvents(stack.backendUrl) };
    });
    const inBrowser = await withStack({ liveSeedWaitMs: 0 }, (stack) => coldLoads(browser, new URL(PATH, stack.siteUrl).href));
    const { loads, refreshRuns, listed } = served;
    const of = (runs, key) => ms(median(runs.map((load) => load[key])));
    printTable(
      `Live panel at ${CPU_SLOWDOWN}x CPU throttle, --world large (median of ${RUNS}; goals: first render <= 50 ms, no long task > 50 ms on refresh)`,
      [
        ['first render (drawn in the browser, OYNA_LIVE_SEED_WAIT_MS=0): first live list in to first event row painted', of(inBrowser, 'render')],
        ['  of which: first live list in to first event row in the DOM', of(inBrowser, 'inDom')],
        ['  longest task from the first list on', of(inBrowser, 'longest')],
        ['  navigation start to first event row painted', of(inBrowser, 'fromNavigation')],
        ['  navigation start to page HTML in', of(inBrowser, 'htmlIn')],
        ['first screen drawn by the server (the default): navigation start to first event row painted', of(loads, 'fromNavigation')],
        ['  navigation start to page HTML in (the server reads the lists, 300 ms at most)', of(loads, 'htmlIn')],
        ['  page HTML in to first event row painted (the page\'s first paint: its style sheet, parse and layout)', of(loads, 'fromHtml')],
        ['  longest task once the HTML is in (hydration, the lists arriving)', of(loads, 'longestAfterHtml')],
        ['refresh: longest task', of(refreshRuns, 'longest')],
        ['refresh: long tasks (> 50 ms)', String(median(refreshRuns.map((run) => run.longTasks)))],
        ['live events (listed in the panel, at most 200 per sport)', `${listed.live} (${listed.shown} in ${listed.sports} sports)`],
        ['event rows in the DOM (virtualised)', String(median(loads.map((load) => load.events)))],
      ],
      ['measure', 'value'],
    );
    console.log(`Load average while measuring: ${loadavg().map((load) => load.toFixed(2)).join(' ')} on ${availableParallelism()} cores.`);
  } finally {
    await browser.close();
  }
}
