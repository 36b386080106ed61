// Byte measurements shared by the bench report: gzip sizes and the static import graph of built JS.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { catalogueChunk, staticClosure } from '../scripts/importGraph.mjs';
import { startStack } from '../scripts/stack.mjs';

export { catalogueChunk, staticClosure };

const root = fileURLToPath(new URL('..', import.meta.url));
const sdkDir = join(root, 'packages/sdk');
const clientDir = join(root, 'packages/site/dist/client');
// A partner's project: it depends on the built @oyna/sdk, @oyna/ui, react and react-dom.
const partnerDir = join(root, 'packages/site');

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * What loads first from an esbuild build (metafile, split): the entry outputs and their static imports,
 * transitively, summed; and each chunk they import on demand, which loads only when it is needed.
 */
function firstLoadOf(result, baseDir, isEntry) {
  const { outputs } = result.metafile;
  const contents = new Map(result.outputFiles.map((file) => [relative(baseDir, file.path), file.contents]));
  const seen = new Set();
  const onDemand = new Set();
  const stack = Object.keys(outputs).filter((file) => isEntry(outputs[file]));
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { kind, path, external } of outputs[file].imports) {
      if (external) continue;
      if (kind === 'import-statement') stack.push(path);
      else if (kind === 'dynamic-import') onDemand.add(path);
    }
  }
  const sizeOf = (file) => ({ raw: contents.get(file).length, gzip: gzipSize(contents.get(file)) });
  const first = [...seen].map(sizeOf);
  return {
    raw: first.reduce((sum, size) => sum + size.raw, 0),
    gzip: first.reduce((sum, size) => sum + size.gzip, 0),
    lazy: [...onDemand].filter((file) => !seen.has(file)).map((file) => ({ file, ...sizeOf(file) })),
  };
}

/**
 * A module as a partner's bundler ships it: bundled with what it imports (less `external`), minified,
 * split. `raw` and `gzip` are what loads first; `lazy` the chunks it imports on demand (the hubs'
 * SignalR client, the fingerprint library), each loaded only when needed.
 */
export async function bundledSize(entry, external = []) {
  const result = await build({
    entryPoints: [entry], bundle: true, minify: true, format: 'esm', platform: 'browser', splitting: true,
    absWorkingDir: root, outdir: join(root, 'bundled-size'), write: false, metafile: true,
    treeShaking: true, external, logLevel: 'silent',
  });
  // Chunks imported on demand name an entry point too (the module they start with): match the one asked for.
  return firstLoadOf(result, root, (output) => output.entryPoint === relative(root, entry));
}

/** Each subpath export of @oyna/sdk and the built file it points at. */
export function sdkSubpaths() {
  const manifest = JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8'));
  return Object.entries(manifest.exports).flatMap(([subpath, target]) =>
    typeof target === 'object' ? [{ subpath, file: join(sdkDir, target.default) }] : [],
  );
}

/** What a partner's page embeds, written as a partner would, against the built packages. */
export const PARTNER_BUNDLES = {
  'createOyna + betslipOf': `
    import { createOyna } from '@oyna/sdk';
    import { betslipOf } from '@oyna/sdk/betslip';
    export const betslip = betslipOf(createOyna());`,
  'React + react-dom + OynaProvider + BetslipPanel': `
    import { createElement } from 'react';
    import { createRoot } from 'react-dom/client';
    import { createOyna } from '@oyna/sdk';
    import { OynaProvider } from '@oyna/ui';
    import { BetslipPanel } from '@oyna/ui/betslip';
    createRoot(document.getElementById('betslip')).render(
      createElement(OynaProvider, { client: createOyna() }, createElement(BetslipPanel)),
    );`,
};

const FLOOR_START = `
    import { createElement } from 'react';
    import { hydrateRoot } from 'react-dom/client';
    import { createOyna } from '@oyna/sdk';
    import { startOyna } from '@oyna/sdk/start';
    const oyna = createOyna();
    startOyna(oyna);`;

/**
 * What a page of the site loads before any widget of ours, from the built SDK and the libraries the
 * design names (React, zod through the SDK, @tanstack/react-virtual, embla-carousel-react): the
 * floors under the route budgets. Bundled as a partner's page (from packages/ui, which has them all).
 */
export const FLOOR_BUNDLES = {
  'React + react-dom/client': `
    import { createElement } from 'react';
    import { hydrateRoot } from 'react-dom/client';
    hydrateRoot(document.body, createElement('div'));`,
  'React + createOyna + startOyna (every page)': `${FLOOR_START}
    hydrateRoot(document.body, createElement('div'));`,
  'the same + live feed + betslip + virtualiser (sportsbook)': `${FLOOR_START}
    import { liveFeedOf } from '@oyna/sdk/feed';
    import { betslipOf } from '@oyna/sdk/betslip';
    import { useVirtualizer } from '@tanstack/react-virtual';
    hydrateRoot(document.body, createElement('div', null, String([liveFeedOf(oyna), betslipOf(oyna), useVirtualizer].length)));`,
  'the same + casino + virtualiser + carousel (casino)': `${FLOOR_START}
    import { casinoOf } from '@oyna/sdk/casino';
    import { useVirtualizer } from '@tanstack/react-virtual';
    import useEmblaCarousel from 'embla-carousel-react';
    hydrateRoot(document.body, createElement('div', null, String([casinoOf(oyna), useVirtualizer, useEmblaCarousel].length)));`,
};

/** Where floor bundles resolve their imports: the UI package depends on every library they name. */
export const FLOOR_DIR = join(root, 'packages/ui');

/**
 * A partner's page bundled by esbuild (minified, split, production React): what loads before it runs
 * is its entry and the entry's static imports, transitively; chunks it imports on demand come later.
 * `dir` is the project it resolves its imports from.
 */
export async function partnerFirstLoad(source, dir = partnerDir) {
  const result = await build({
    stdin: { contents: source, resolveDir: dir, loader: 'js' },
    absWorkingDir: dir, outdir: join(dir, 'partner-bundle'), write: false, metafile: true,
    bundle: true, splitting: true, minify: true, format: 'esm', platform: 'browser', treeShaking: true,
    define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
  });
  const { gzip, lazy } = firstLoadOf(result, dir, (output) => output.entryPoint === '<stdin>');
  // React widgets wait for the language's catalogue (tr, the default); the headless SDK never loads one.
  const catalogue = source.includes("'@oyna/ui'") ? lazy.filter(({ file }) => basename(file).startsWith('tr-')) : [];
  return gzip + catalogue.reduce((sum, chunk) => sum + chunk.gzip, 0);
}

// The play route carries a whole game (base64 of its JSON); the lobbies load @oyna/ui/casino.
export const ROUTES = [
  '/', '/dashboard', '/dashboard/deposit', '/promotions', '/casino/slot', '/casino/live', '/casino/popular-games',
  '/casino/tvbets', `/casino/play/${Buffer.from(JSON.stringify({ gameCode: 'spb_aviator', name: 'Aviator', providerName: 'Hub88', mainProviderId: 6 })).toString('base64')}`,
  '/spor/live/event-view', '/spor/live/overview/1',
  '/spor/prematch', '/spor/prematch/home', '/spor/betco', '/pages', '/pages/3',
];

/** The built scripts a page loads before anything runs (module scripts, islands, preloads) and its inline scripts' gzip size. */
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

const catalogueOf = (html) => catalogueChunk(join(clientDir, '_astro'), html.match(/<html[^>]*\blang="([a-z]+)/)?.[1] ?? 'tr');

/**
 * Each route of the built site as served by its server (against a sandbox on a fresh database):
 * status, how many JS files load first, their gzip bytes with inline scripts, and the HTML's gzip bytes.
 */
export async function routeSizes(routes = ROUTES) {
  const folder = mkdtempSync(join(tmpdir(), 'oyna-sizes-'));
  const stack = await startStack({ sandboxPort: 0, sitePort: 0, dbPath: join(folder, 'sizes.sqlite'), quiet: true });
  try {
    const sizes = [];
    for (const route of routes) {
      const response = await fetch(new URL(route, stack.siteUrl));
      const html = await response.text();
      const { files, inline } = scriptsOf(html);
      const closure = [...new Set([...staticClosure(files), catalogueOf(html)])];
      const js = closure.reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0) + inline;
      sizes.push({ route, status: response.status, files: closure.length, js, html: gzipSize(Buffer.from(html)) });
    }
    return sizes;
  } finally {
    await stack.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

export function printTable(title, rows, columns) {
  console.log(`\n${title}`);
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => String(row[index]).length)),
  );
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join('  ');
  console.log(line(columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}
