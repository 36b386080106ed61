// `pnpm bench`: a report, not a test (`pnpm bench --sizes` prints the byte tables only). First-load JS (gzip) per site route, the size of each
// @oyna/sdk subpath as a partner's bundler would ship it, the two partner embeds, @oyna/embed's runtime and elements, then the timings: the
// live page, the odds toggle and the sandbox feed each as a ratio to a floor measured in the same
// run, in turns (bench/floor.mjs, issue 20), with the load average; and the casino lobby's timings.
import { assertNode24 } from '../scripts/stack.mjs';
import { betslipTimings } from './betslipToggle.mjs';
import { printEmbedSizes } from './embedSizes.mjs';
import { casinoLobbyTimings } from './casinoLobby.mjs';
import { lighthouseReport } from './lighthouse.mjs';
import { livePanelTimings } from './livePanel.mjs';
import { feedThroughput } from './feed.throughput.mjs';
import { bundledSize, FLOOR_BUNDLES, FLOOR_DIR, kB, PARTNER_BUNDLES, partnerFirstLoad, printTable, routeSizes, sdkSubpaths } from './sizes.mjs';

assertNode24();

async function printSdkSubpaths() {
  const rows = [];
  for (const { subpath, file } of sdkSubpaths()) {
    const own = await bundledSize(file, ['zod', 'nanostores', '@microsoft/signalr']);
    const all = await bundledSize(file);
    rows.push([`@oyna/sdk${subpath === '.' ? '' : subpath.slice(1)}`, kB(own.gzip), kB(all.gzip), kB(all.raw)]);
  }
  printTable('@oyna/sdk subpaths (minified; gzip)', rows, ['subpath', 'own code', 'with deps', 'with deps, raw']);
}

async function printPartnerBundles() {
  const rows = [];
  for (const [name, source] of Object.entries(PARTNER_BUNDLES)) rows.push([name, kB(await partnerFirstLoad(source))]);
  printTable('Partner bundles from the built packages (esbuild, minified, split; first load, gzip)', rows, ['embed', 'JS']);
  const floors = [];
  for (const [name, source] of Object.entries(FLOOR_BUNDLES)) floors.push([name, kB(await partnerFirstLoad(source, FLOOR_DIR))]);
  printTable("Floors under the route budgets: React, the SDK's start and the named libraries, no widget, no catalogue (gzip)", floors, ['floor', 'JS']);
}

async function printRouteSizes() {
  const rows = (await routeSizes()).map(({ route, status, files, js, html }) => [route, status, files, kB(js), kB(html)]);
  printTable('First-load JavaScript per route (gzip, static imports; inline scripts included)', rows, [
    'route', 'status', 'files', 'JS', 'HTML',
  ]);
}

if (process.argv.includes('--lighthouse')) {
  // `pnpm bench --lighthouse`: Lighthouse only (minutes per route; fetched on first use).
  await lighthouseReport();
  process.exit(0);
}
await printSdkSubpaths();
await printPartnerBundles();
printEmbedSizes();
await printRouteSizes();
// `pnpm bench --sizes`: bytes only, deterministic and quick, for comparing two commits.
if (!process.argv.includes('--sizes')) {
  await livePanelTimings();
  await betslipTimings();
  await casinoLobbyTimings();
  await feedThroughput();
}
