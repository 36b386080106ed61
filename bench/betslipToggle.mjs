// The betslip in Chromium at 4x CPU throttle against the built site and the sandbox: from pressing
// an odds button to the frame that shows it pressed (Event Timing, unrounded from a trace: input to
// the next frame presented), on a page with hundreds of odds buttons and on a live event, as a ratio
// to its floor (issue 20): a plain `<button>` put on the same page whose only listener toggles a
// class, pressed in turns with the odds (bench/floor.mjs). Beside it, React's floor: a React toggle
// among the odds in a root of its own (bench/reactToggle.mjs), what any React widget pays. And the
// main thread's time dispatching each press's events, steadier than a duration that ends on a frame.
// Also the size of @oyna/sdk/betslip as a partner's bundler ships it. A report, never an assertion.
// Goal: ≤ 1.25× the floor.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startStack } from '../scripts/stack.mjs';
import { EVENT_TIMING_CATEGORIES, interactionAt, interactions } from './eventTimingTrace.mjs';
import { loadLine, median, PAIRS, summarise, takeTurns, times } from './floor.mjs';
import { reactToggleScript } from './reactToggle.mjs';
import { bundledSize, kB, printTable } from './sizes.mjs';

const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A page with hundreds of odds buttons, and a live event's markets (a few dozen, the tracker beside).
const PAGES = ['/spor/prematch/upcoming/1?hour=48', '/spor/live/event-view'];
const ODDS = 'main button[aria-pressed="false"][aria-label*=" – "]:not([aria-label^="Fav"])';
// The floor of a press: a plain button the bench puts on the same page (injectPlainButton).
const PLAIN_ID = 'oyna-bench-plain';
// React's floor: a React toggle among the odds (reactToggle.mjs).
const REACT_ID = 'oyna-bench-react';
// The React floor's look when pressed, as the plain floor's (injectPlainButton).
const PRESSED_LOOK = 'background: #f5b400; color: #111';

// Runs in the page before its own scripts: every interaction's Event Timing entries, and when an
// odds button turned pressed in the DOM.
function instrument() {
  const bench = { events: [], pressedAt: null, inputAt: null };
  window.__betslipBench = bench;
  addEventListener('pointerdown', (event) => (bench.inputAt = event.timeStamp), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) bench.events.push({ name: entry.name, id: entry.interactionId, start: entry.startTime, duration: entry.duration, processing: entry.processingEnd - entry.processingStart, delay: entry.processingStart - entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new MutationObserver((records) => {
    if (bench.pressedAt === null && records.some((record) => record.target.getAttribute?.('aria-pressed') === 'true')) {
      bench.pressedAt = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-pressed'] });
}

const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * A plain `<button>` fixed over the page with the odds buttons' classes, whose only listener toggles
 * a class (the floor of a press).
 */
function injectPlainButton({ oddSelector, id }) {
  const odd = document.querySelector(oddSelector);
  const plain = document.createElement('button');
  plain.type = 'button';
  plain.id = id;
  plain.className = odd.className;
  plain.textContent = odd.textContent;
  plain.style.cssText = 'position: fixed; top: 50%; left: 50%; z-index: 2147483647';
  plain.addEventListener('click', () => plain.classList.toggle('pressed'));
  document.body.append(plain);
  new MutationObserver(() => (window.__betslipBench.pressedAt ??= performance.now())).observe(plain, { attributes: true, attributeFilter: ['class'] });
}

/**
 * Gives the floors their pressed look. The site's CSP refuses a <style> element (and so
 * `page.addStyleTag`); a constructed sheet is not subject to it. Without a look, the press changes
 * nothing on screen and its frame paints nothing: no floor for a press that must be seen.
 */
function showPressedLook({ ids, look }) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(ids.map((id) => `#${id}.pressed { ${look} }`).join('\n'));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** React's floor, mounted after the last odds button, in the page's flow (reactToggle.mjs). */
function mountReactToggle({ oddSelector, id }) {
  const odd = [...document.querySelectorAll(oddSelector)].at(-1);
  const container = document.createElement('span');
  odd.after(container);
  window.__oynaBenchMountReactToggle({ container, id, className: odd.className, text: odd.textContent });
  new MutationObserver(() => (window.__betslipBench.pressedAt ??= performance.now())).observe(container, { subtree: true, attributes: true, attributeFilter: ['class'] });
}

/** Whether a floor looks different pressed: its class set and taken off once. */
function showsPressed({ id }) {
  const floor = document.getElementById(id);
  const look = () => getComputedStyle(floor).backgroundColor;
  const released = look();
  floor.classList.add('pressed');
  const pressed = look();
  floor.classList.remove('pressed');
  return pressed !== released;
}

/**
 * One press, as a hand makes it: when its pointerdown happened (to find it in the trace), input to
 * the painted frame as the page's Event Timing reports it (the interaction's slowest event, 8 ms
 * steps; none under 16 ms, counted as 16), and input to the change in the DOM.
 */
async function press(page, button) {
  await button.scrollIntoViewIfNeeded();
  // A bettor reads before pressing: the rows the scroll brought into view are laid out first, so
  // the click's input delay is the page's, not the bench's own scroll's.
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    window.__betslipBench.events.length = 0;
    window.__betslipBench.pressedAt = null;
    window.__betslipBench.inputAt = null;
  });
  // The pointer arrives (hover styles, pointerover) before the press, as with a real mouse.
  // Playwright's `click()` would instead run its own actionability checks in the page, on the same
  // throttled main thread the press waits for.
  const box = await button.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(150);
  await page.mouse.down();
  await page.mouse.up();
  await page.waitForFunction(() => window.__betslipBench.pressedAt !== null);
  // The click's entry arrives once its frame has been presented; then let the server answer.
  await page.waitForFunction(() => window.__betslipBench.events.some((event) => event.name === 'click'), null, { timeout: 3_000 }).catch(() => {});
  await page.waitForTimeout(1500);
  return page.evaluate(() => {
    const { events, pressedAt, inputAt } = window.__betslipBench;
    const click = events.find((event) => event.name === 'click');
    const interaction = click ? events.filter((event) => event.id === click.id) : events;
    return {
      inputAt,
      paint: interaction.length ? Math.max(...interaction.map((event) => event.duration)) : 16,
      dom: pressedAt !== null && inputAt !== null ? pressedAt - inputAt : null,
      detail: events.map((event) => `${event.name} ${event.duration} (delay ${event.delay.toFixed(1)}, handlers ${event.processing.toFixed(1)})`),
    };
  });
}

/** Odds presses (one unpressed odd after another) and plain-button presses in turns on one page. */
async function toggles(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'tr-TR' });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await page.goto(url);
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr][client="texts"]').length === 0);
  await page.waitForSelector(ODDS);
  const buttons = await page.locator(ODDS).count();
  await page.evaluate(injectPlainButton, { oddSelector: ODDS, id: PLAIN_ID });
  await page.evaluate(await reactToggleScript());
  await page.evaluate(mountReactToggle, { oddSelector: ODDS, id: REACT_ID });
  await page.waitForSelector(`#${REACT_ID}`);
  await page.evaluate(showPressedLook, { ids: [PLAIN_ID, REACT_ID], look: PRESSED_LOOK });
  for (const id of [PLAIN_ID, REACT_ID]) {
    if (!(await page.evaluate(showsPressed, { id }))) throw new Error(`#${id} looks the same pressed: its press would paint nothing`);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.waitForTimeout(1000);
  const odds = [];
  await browser.startTracing(page, { categories: EVENT_TIMING_CATEGORIES });
  const turns = await takeTurns([
    async (pair) => {
      // A pressed odd no longer matches: spread the picks over what is left.
      const left = await page.locator(ODDS).count();
      const run = await press(page, page.locator(ODDS).nth(Math.min(pair * 7, left - 1)));
      odds.push(run);
      return run;
    },
    () => press(page, page.locator(`#${PLAIN_ID}`)),
    () => press(page, page.locator(`#${REACT_ID}`)),
  ]);
  const found = interactions(await browser.stopTracing());
  const reading = (key) => summarise(turns.map((turn) => turn.map((run) => interactionAt(found, run.inputAt)?.[key] ?? null)));
  const rounded = summarise(turns.map((turn) => turn.map((run) => run.paint)));
  await context.close();
  return { result: reading('duration'), dispatch: reading('dispatch'), rounded, odds, buttons };
}

const betslipSize = async () =>
  (await bundledSize(fileURLToPath(new URL('../packages/sdk/dist/betslip/index.js', import.meta.url)))).gzip;

export async function betslipTimings() {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-bench-betslip-'));
  const stack = await startStack({ sandboxPort: 0, sitePort: 0, dbPath: join(folder, 'betslip.sqlite'), quiet: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const rows = [];
    const details = [];
    for (const path of PAGES) {
      const { result, dispatch, rounded, odds, buttons } = await toggles(browser, new URL(path, stack.siteUrl).href);
      if (process.env.BENCH_DETAIL) for (const run of odds) console.log(run.detail.join(' | '));
      rows.push([`${path} (${buttons} odds buttons): pointer down to pressed state painted; floor: a plain button toggling a class`, ms(result.a), ms(result.b), times(result.ratio), times(rounded.ratio), '≤ 1.25×']);
      rows.push([`${path}: the same, against React's floor (a React toggle among the odds, React's floor to the plain one ${times(result.c / result.b)})`, ms(result.a), ms(result.c), times(result.ratioToC), times(rounded.ratioToC), '—']);
      rows.push([`${path}: main thread dispatching the press's events, against the plain button`, ms(dispatch.a), ms(dispatch.b), times(dispatch.ratio), '', '—']);
      rows.push([`${path}: the same, against React's floor`, ms(dispatch.a), ms(dispatch.c), times(dispatch.ratioToC), '', '—']);
      const doms = odds.map((run) => run.dom).filter((value) => value !== null);
      details.push([`${path}: odds press to pressed in the DOM`, doms.length ? ms(median(doms)) : 'not measured']);
    }
    printTable(
      `Odds toggle at ${CPU_SLOWDOWN}x CPU throttle against its floor (Event Timing from a trace, unrounded; in turns, median of ${PAIRS} pairs)`,
      rows,
      ['measure', 'odds button', 'floor', 'ratio', 'ratio in 8 ms steps', 'goal'],
    );
    details.push(['@oyna/sdk/betslip with its dependencies (minified, gzip)', kB(await betslipSize())]);
    printTable('Betslip, behind the ratio', details, ['measure', 'value']);
    console.log(loadLine());
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await betslipTimings();
