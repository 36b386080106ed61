// The casino lobby in Chromium at 4x CPU throttle against the built site and the sandbox: the first
// render of a category of 200 games, from its list arriving to its tiles in the DOM (the grid renders
// the rows near the window). The 200 games are the sandbox's own catalogue, served as the first
// category's answer. A report, never an assertion.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startStack } from '../scripts/stack.mjs';
import { printTable } from './sizes.mjs';

const RUNS = 5;
const GAMES = 200;
const CPU_SLOWDOWN = 4;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Runs in the page before its own scripts: when the category's games arrive, when the grid first
// shows tiles of that list, and every long task.
function instrument(expected) {
  const bench = { listAt: null, gridAt: null, longTasks: [] };
  window.__lobbyBench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const fetchNow = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const answer = await fetchNow(...args);
    const url = String(args[0] instanceof Request ? args[0].url : args[0]);
    if (url.includes('casino/categorygames') && bench.listAt === null) {
      await answer.clone().arrayBuffer();
      bench.listAt = performance.now();
    }
    return answer;
  };
  new MutationObserver(() => {
    if (bench.gridAt === null && document.querySelector(`[role="listitem"][aria-setsize="${expected}"]`)) {
      bench.gridAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

/** Every game of the sandbox's catalogue, through its own call, as a guest. */
async function catalogue(backendUrl) {
  const token = (await (await fetch(`${backendUrl}/api/auth/token`)).json()).data;
  const bootstrap = (await (await fetch(`${backendUrl}/api/cms/grouped`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const ids = bootstrap.casinoCategoryList.map((category) => category.id);
  const answer = await fetch(`${backendUrl}/api/casino/categorygames`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ systemCategory: ids }),
  });
  return (await answer.json()).data;
}

async function firstRender(browser, url, games) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'tr-TR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.route('**/api/casino/categorygames', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, message: '', data: games }) }),
  );
  await page.addInitScript(instrument, games.length);
  await page.goto(url);
  await page.waitForFunction(() => window.__lobbyBench.gridAt !== null, undefined, { timeout: 120_000 });
  const result = await page.evaluate(() => {
    const { listAt, gridAt, longTasks } = window.__lobbyBench;
    const during = longTasks.filter((task) => task.start + task.duration >= listAt);
    return {
      render: gridAt - listAt,
      longest: Math.max(0, ...during.map((task) => task.duration)),
      tiles: document.querySelectorAll('[role="listitem"][aria-setsize]').length,
    };
  });
  await context.close();
  return result;
}

export async function casinoLobbyTimings() {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-bench-casino-'));
  const stack = await startStack({ sandboxPort: 0, sitePort: 0, dbPath: join(folder, 'casino.sqlite'), quiet: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const all = await catalogue(stack.backendUrl);
    const games = Array.from({ length: GAMES }, (_, index) => all[index % all.length]).map((game, index) =>
      index < all.length ? game : { ...game, gameCode: `${game.gameCode}-${index}` },
    );
    const url = new URL('/casino/slot', stack.siteUrl).href;
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await firstRender(browser, url, games));
    printTable(
      `Casino lobby at ${CPU_SLOWDOWN}x CPU throttle, a category of ${games.length} games (median of ${RUNS})`,
      [
        ['first render: the list in to its tiles in the DOM', ms(median(runs.map((run) => run.render)))],
        ['first render: longest task from the list on', ms(median(runs.map((run) => run.longest)))],
        ['tiles in the DOM (the rows near the window)', String(median(runs.map((run) => run.tiles)))],
      ],
      ['measure', 'value'],
    );
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
