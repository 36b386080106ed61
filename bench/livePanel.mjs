// The live panel in Chromium at 4x CPU throttle against the built site and a sandbox with the large
// world (`--world large`), each goal a ratio to a floor measured in the same run (issue 20), A and
// its floor taking turns (bench/floor.mjs). A report, never an assertion.
//
// First render (A) is what a player waits for once the live data is in, when the panel is drawn in
// the browser: from the first `feed/liveeventlist` answer in (Resource Timing's responseEnd, so the
// bench does nothing in the page then) to the presentation of the frame that painted the panel's
// first event row (Element Timing's renderTime). It holds reading and validating that list, building
// the rows, React's render and commit, and the browser's style, layout and paint. It is measured with
// the site told not to read the lists itself (OYNA_LIVE_SEED_WAIT_MS=0, as when the feed is slow).
// Its floor, B2: a page with the same stylesheets and the panel's empty frame already painted that
// fetches the same list, parses it with JSON.parse and inserts the same rows' markup.
//
// By default the site's server reads the live sports and the first sport's first events and draws
// the panel's first screen into the page's HTML (the seed): then what the player waits for is
// navigation start to the first row painted. Its floor: the same page's HTML without a script (the
// same rows and stylesheets, nothing to run). How often the seed was in the HTML is counted over the
// loads after the first.
//
// History: before the lists were shown one by one, first render was "last list in to first row in
// the DOM"; until the bench read Resource Timing it wrapped `fetch` and read a copy of every list's
// body in the measured page; until issue 20 the figures were absolute times with absolute goals.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startStack } from '../scripts/stack.mjs';
import { alternate, loadLine, median, PAIRS, times } from './floor.mjs';
import { printTable } from './sizes.mjs';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const EVENT_LINKS = 'section a[href^="/spor/live/event-view/"]';
const SEEDED_ROW = /href="\/spor\/live\/event-view\/\d/;

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

const ms = (value) => `${value.toFixed(1)} ms`;

/** Where the floors are served: under the site's own origin, so their requests are the page's. */
const FLOOR_PATH = '/__bench/floor';

async function throttledPage(browser, url, floorHtml = null) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'tr-TR' });
  if (floorHtml !== null) {
    await context.route(`**${FLOOR_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: floorHtml }));
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(instrument);
  const response = await page.goto(url);
  await page.waitForSelector(EVENT_LINKS, { timeout: 120_000 });
  return { page, context, response };
}

/** One cold load of the live page: from the first live list in to the first event row painted. */
async function firstRender(browser, url, floorHtml = null) {
  const { page, context, response } = await throttledPage(browser, floorHtml === null ? url : new URL(FLOOR_PATH, url).href, floorHtml);
  // Whether the server drew event rows into the page's HTML.
  const seeded = SEEDED_ROW.test(await response.text());
  await page.waitForFunction(() => window.__liveBench.firstRowPaintedAt !== null);
  // The other sports' lists still arriving and being shown: their long tasks count too.
  if (floorHtml === null) await page.waitForTimeout(1500);
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
  return { ...result, seeded };
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

// Headers a page may not set on a fetch of its own (the browser does).
const BROWSER_HEADERS = /^(sec-|host$|origin$|referer$|cookie$|user-agent$|accept-encoding$|connection$|content-length$)/;

/**
 * Floor B2 of the panel drawn in the browser, from one load of the page: its stylesheets, the
 * panel's frame (the section and the elements around it, with their classes) with the rows taken
 * out, and a script that makes the page's first `feed/liveeventlist` call again, parses the answer
 * with JSON.parse and puts the rows' markup back.
 */
async function liveFloorHtml(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'tr-TR' });
  const page = await context.newPage();
  const lists = [];
  page.on('request', (request) => {
    if (request.url().includes('feed/liveeventlist')) lists.push(request);
  });
  await page.goto(url);
  await page.waitForSelector(EVENT_LINKS, { timeout: 120_000 });
  const [first] = lists;
  const headers = Object.fromEntries(Object.entries(await first.allHeaders()).filter(([name]) => !BROWSER_HEADERS.test(name)));
  const call = { url: first.url(), method: first.method(), headers, body: first.postData() };
  const { head, frame, rows, htmlAttributes } = await page.evaluate((selector) => {
    const links = [...document.querySelectorAll(selector)];
    const section = links[0].closest('section');
    let list = links[0].parentElement;
    while (!links.every((link) => list.contains(link))) list = list.parentElement;
    const rowsHtml = list.innerHTML;
    list.setAttribute('id', 'bench-rows');
    list.replaceChildren();
    let markup = section.outerHTML;
    for (let element = section.parentElement; element && element !== document.body; element = element.parentElement) {
      const attributes = [...element.attributes].filter((attribute) => attribute.name === 'class' || attribute.name === 'style');
      const open = [element.localName, ...attributes.map((attribute) => `${attribute.name}="${attribute.value.replaceAll('"', '&quot;')}"`)].join(' ');
      markup = `<${open}>${markup}</${element.localName}>`;
    }
    return {
      head: [...document.head.querySelectorAll('link[rel="stylesheet"], style')].map((element) => element.outerHTML).join('\n'),
      frame: markup,
      rows: rowsHtml,
      htmlAttributes: `lang="${document.documentElement.lang}" class="${document.documentElement.className}"`,
    };
  }, EVENT_LINKS);
  await context.close();
  const script = `const call = ${JSON.stringify(call)};
const rows = ${JSON.stringify(rows)};
const response = await fetch(call.url, { method: call.method, headers: call.headers, body: call.body });
JSON.parse(await response.text());
document.getElementById('bench-rows').innerHTML = rows;`;
  return `<!doctype html><html ${htmlAttributes}><head><meta charset="utf-8"><link rel="icon" href="data:,">${head}</head><body>${frame}<script type="module">${script.replaceAll('</', '<\\/')}</script></body></html>`;
}

/** The seed's floor: the page's own HTML with the server-drawn rows, and no script to run. */
async function seedFloorHtml(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'tr-TR' });
  const page = await context.newPage();
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const html = await (await page.goto(url)).text();
      if (SEEDED_ROW.test(html)) {
        return html
          .replace(/<script\b[\s\S]*?<\/script>/g, '')
          .replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '');
      }
    }
    throw new Error('the site drew no event row into the live page in 5 loads');
  } finally {
    await context.close();
  }
}

const row = (label, { a, b, ratio }, goal) => [label, ms(a), ms(b), times(ratio), goal];

export async function livePanelTimings() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  const PATH = '/spor/live/event-view';
  try {
    const served = await withStack({}, async (stack) => {
      const url = new URL(PATH, stack.siteUrl).href;
      const floor = await seedFloorHtml(browser, url);
      const loads = [];
      const seed = await alternate(
        async () => {
          const load = await firstRender(browser, url);
          loads.push(load);
          return load.fromNavigation;
        },
        async () => (await firstRender(browser, url, floor)).fromNavigation,
      );
      return { seed, loads, refreshRuns: await refreshes(browser, url), listed: await listedEvents(stack.backendUrl) };
    });
    const drawn = await withStack({ liveSeedWaitMs: 0 }, async (stack) => {
      const url = new URL(PATH, stack.siteUrl).href;
      const floor = await liveFloorHtml(browser, url);
      const loads = [];
      const render = await alternate(
        async () => {
          const load = await firstRender(browser, url);
          loads.push(load);
          return load.render;
        },
        async () => (await firstRender(browser, url, floor)).render,
      );
      return { render, loads };
    });
    const { seed, loads, refreshRuns, listed } = served;
    const seeded = loads.filter((load) => load.seeded).length;
    printTable(
      `Live page at ${CPU_SLOWDOWN}x CPU throttle, --world large, against its floors (A and floor in turns, median of ${PAIRS} pairs)`,
      [
        row('panel drawn in the browser: first live list in to first event row painted; floor B2', drawn.render, '≤ 1.3×'),
        row(`server-drawn seed: navigation to first event row painted (seed in ${seeded} of ${loads.length} loads after the first); floor: the same HTML, no script`, seed, '≤ 1.3×, seed in 100 %'),
      ],
      ['measure', 'A', 'floor', 'ratio', 'goal'],
    );
    const of = (runs, key) => ms(median(runs.map((load) => load[key])));
    printTable(
      'Live page, what lies behind A (medians)',
      [
        ['drawn in the browser: first live list in to first event row in the DOM', of(drawn.loads, 'inDom')],
        ['  longest task from the first list on', of(drawn.loads, 'longest')],
        ['seed: navigation start to page HTML in (the last lists read, waited for only on a language\'s first page)', of(loads, 'htmlIn')],
        ['  page HTML in to first event row painted', of(loads, 'fromHtml')],
        ['  longest task once the HTML is in (hydration, the lists arriving)', of(loads, 'longestAfterHtml')],
        ['refresh: longest task', of(refreshRuns, 'longest')],
        ['refresh: long tasks (> 50 ms)', String(median(refreshRuns.map((run) => run.longTasks)))],
        ['live events (listed in the panel, at most 200 per sport)', `${listed.live} (${listed.shown} in ${listed.sports} sports)`],
        ['event rows in the DOM (virtualised)', String(median(loads.map((load) => load.events)))],
      ],
      ['measure', 'value'],
    );
    console.log(loadLine());
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await livePanelTimings();
