// @oyna/embed's bytes as a partner's page loads them from `packages/embed/dist`: the runtime (the
// entry, the runtime file and what they import) and each element's chunk with whatever it brings
// beyond the runtime. The widgets' styles travel in the chunks of the modules that use them, so each
// figure is scripts and styles together.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueChunk, gzipSize, kB, printTable, staticClosure } from './sizes.mjs';

const dist = fileURLToPath(new URL('../packages/embed/dist/', import.meta.url));
const bytes = (files) => [...files].reduce((sum, file) => sum + gzipSize(readFileSync(file)), 0);

/** gzip bytes of the runtime, and of each element beyond it; the budget is checked by packages/embed/src/bytes.budget.test.ts. */
export function embedSizes() {
  // The runtime with tr's catalogue (the default language), which the elements wait for.
  const runtime = new Set([...staticClosure([join(dist, 'oyna-embed.js'), join(dist, 'oyna-runtime.js')]), catalogueChunk(dist, 'tr')]);
  // The budget: the betslip with the runtime, then each further element on a page that has them.
  const withBetslip = new Set([...runtime, ...staticClosure([join(dist, 'elements/betslip.js')])]);
  const elements = readdirSync(join(dist, 'elements'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const closure = staticClosure([join(dist, 'elements', file)]);
      const own = closure.filter((chunk) => !runtime.has(chunk));
      const further = closure.filter((chunk) => !withBetslip.has(chunk));
      return { element: `<oyna-${file.replace(/\.js$/, '')}>`, gzip: bytes(own), further: bytes(further), files: own.length };
    });
  // A page with every element: the runtime and the union of their chunks, each counted once.
  const everything = new Set([...withBetslip, ...readdirSync(join(dist, 'elements')).filter((file) => file.endsWith('.js')).flatMap((file) => staticClosure([join(dist, 'elements', file)]))]);
  return { runtime: bytes(runtime), runtimeFiles: runtime.size, elements, everything: bytes(everything), everythingFiles: everything.size };
}

export function printEmbedSizes() {
  const { runtime, runtimeFiles, elements, everything, everythingFiles } = embedSizes();
  printTable('@oyna/embed from its dist (gzip, scripts with their styles; an element adds its chunks beyond the runtime)', [
    ['runtime (React, SDK client, dialogs host)', runtimeFiles, kB(runtime), ''],
    ...elements.map(({ element, files, gzip, further }) => [element, files, kB(gzip), kB(further)]),
    ['every element on one page, with the runtime', everythingFiles, kB(everything), ''],
  ], ['part', 'files', 'JS beyond the runtime', 'beyond runtime + betslip']);
}
