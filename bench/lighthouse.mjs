// Lighthouse, mobile, on the four routes of issue 20: the median of runs per route, reported with the
// load average, never asserted (on this shared 2-core machine a score says as much about the
// neighbours as about the page). Lighthouse is fetched on demand (`pnpm dlx`), not a dependency: the
// test run never needs it. `pnpm bench --lighthouse` (LIGHTHOUSE_RUNS, 5 by default).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startStack } from '../scripts/stack.mjs';
import { median } from './floor.mjs';
import { printTable } from './sizes.mjs';

const run = promisify(execFile);

/** The version the figures in README were taken with. */
const LIGHTHOUSE = 'lighthouse@13.5.0';
export const LIGHTHOUSE_ROUTES = ['/', '/spor/prematch/home', '/spor/live/event-view', '/casino/slot'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One Lighthouse run (its default mobile emulation and throttling): the figures the table shows. */
async function lighthouseOnce(url, folder) {
  const output = join(folder, 'report.json');
  await run('pnpm', [
    'dlx', LIGHTHOUSE, url,
    '--quiet', '--output=json', `--output-path=${output}`, '--only-categories=performance',
    `--chrome-path=${CHROMIUM}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ], { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROMIUM } });
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

export async function lighthouseReport() {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-lighthouse-'));
  const stack = await startStack({ sandboxPort: 0, sitePort: 0, dbPath: join(folder, 'sandbox.sqlite'), quiet: true });
  const before = loadavg()[0];
  try {
    const rows = [];
    for (const route of LIGHTHOUSE_ROUTES) {
      const url = new URL(route, stack.siteUrl).href;
      const runs = [];
      for (let index = 0; index < RUNS; index += 1) runs.push(await lighthouseOnce(url, folder));
      const middle = (key) => median(runs.map((one) => one[key]));
      rows.push([
        route,
        `${middle('score')} (${Math.min(...runs.map((one) => one.score))}–${Math.max(...runs.map((one) => one.score))})`,
        `${Math.round(middle('fcp'))} ms`,
        `${Math.round(middle('lcp'))} ms`,
        `${Math.round(middle('tbt'))} ms`,
        middle('cls').toFixed(3),
      ]);
    }
    printTable(
      `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile (its default throttling), median of ${RUNS} per route; load average ${before.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`,
      rows,
      ['route', 'performance (min–max)', 'FCP', 'LCP', 'TBT', 'CLS'],
    );
  } finally {
    await stack.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
