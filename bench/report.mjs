// `pnpm bench`: a report, not a test (`pnpm bench --sizes` prints the byte tables only). First-load JS (gzip) per site route, the size of each
// @oyna/sdk subpath as a partner's bundler would ship it, the live panel's, the betslip's and the
// casino lobby's timings in Chromium and the sandbox feed's throughput.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNode24, startStack } from '../scripts/stack.mjs';
import { betslipTimings } from './betslipToggle.mjs';
import { casinoLobbyTimings } from './casinoLobby.mjs';
import { livePanelTimings } from './livePanel.mjs';
import { feedThroughput } from './feed.throughput.mjs';
import { bundledSize, gzipSize, kB, printTable, staticClosure } from './sizes.mjs';

assertNode24();
const root = fileURLToPath(new URL('..', import.meta.url));
const sdkDir = join(root, 'packages/sdk');
const clientDir = join(root, 'packages/site/dist/client');

// The play route carries a whole game (base64 of its JSON); the lobbies load @oyna/ui/casino.
const ROUTES = [
  '/', '/dashboard', '/dashboard/deposit', '/promotions', '/casino/slot', '/casino/live', '/casino/popular-games',
  '/casino/tvbets', `/casino/play/${Buffer.from(JSON.stringify({ gameCode: 'spb_aviator', name: 'Aviator', providerName: 'Hub88', mainProviderId: 6 })).toString('base64')}`,
  '/spor/live/event-view', '/spor/live/overview/1',
  '/spor/prematch', '/spor/prematch/home', '/spor/betco', '/pages', '/pages/3',
];

async function sdkSubpaths() {
  const manifest = JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8'));
  const rows = [];
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    if (typeof target !== 'object') continue;
    const entry = join(sdkDir, target.default);
    const own = await bundledSize(entry, ['zod', 'nanostores', '@microsoft/signalr']);
    const all = await bundledSize(entry);
    rows.push([`@oyna/sdk${subpath === '.' ? '' : subpath.slice(1)}`, kB(own.gzip), kB(all.gzip), kB(all.raw)]);
  }
  printTable('@oyna/sdk subpaths (minified; gzip)', rows, ['subpath', 'own code', 'with deps', 'with deps, raw']);
}

function scriptsOf(html) {
  const urls = new Set();
  for (const pattern of [
    /<script[^>]+type="module"[^>]+src="([^"]+)"/g,
    /<script[^>]+src="([^"]+)"[^>]+type="module"/g,
    /component-url="([^"]+)"/g,
    /renderer-url="([^"]+)"/g,
    /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g,
  ]) {
    for (const [, url] of html.matchAll(pattern)) urls.add(url.replaceAll('&amp;', '&'));
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([tag]) => !tag.includes('application/json'))
    .reduce((sum, [, body]) => sum + gzipSize(Buffer.from(body)), 0);
  return { files: [...urls].filter((url) => url.startsWith('/')).map((url) => join(clientDir, url)), inline };
}

async function routeSizes() {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-bench-'));
  const stack = await startStack({ sandboxPort: 0, sitePort: 0, dbPath: join(folder, 'bench.sqlite'), quiet: true });
  try {
    const rows = [];
    for (const route of ROUTES) {
      const response = await fetch(new URL(route, stack.siteUrl));
      const html = await response.text();
      const { files, inline } = scriptsOf(html);
      const closure = staticClosure(files);
      const bytes = closure.reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0);
      rows.push([route, response.status, closure.length, kB(bytes + inline), kB(gzipSize(Buffer.from(html)))]);
    }
    printTable('First-load JavaScript per route (gzip, static imports; inline scripts included)', rows, [
      'route', 'status', 'files', 'JS', 'HTML',
    ]);
  } finally {
    await stack.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

await sdkSubpaths();
await routeSizes();
// `pnpm bench --sizes`: bytes only, deterministic and quick, for comparing two commits.
if (!process.argv.includes('--sizes')) {
  await livePanelTimings();
  await betslipTimings();
  await casinoLobbyTimings();
  await feedThroughput();
}
