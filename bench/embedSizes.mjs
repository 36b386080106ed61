// @oyna/embed's bytes as a partner's page loads them from `packages/embed/dist`: the runtime (the
// entry, the runtime file, the widgets' stylesheet chunk and what they import) and each element's
// chunk with whatever it brings beyond the runtime.
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
  const styles = staticClosure([join(dist, 'oyna-styles.js')]);
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
  return { runtime: bytes(runtime), runtimeFiles: runtime.size, styles: bytes(styles), elements };
}

export function printEmbedSizes() {
  const { runtime, runtimeFiles, styles, elements } = embedSizes();
  printTable('@oyna/embed from its dist (gzip; an element adds its chunks beyond the runtime)', [
    ['runtime (React, SDK client, dialogs host)', runtimeFiles, kB(runtime), ''],
    ['widgets stylesheet (text chunk)', 1, kB(styles), ''],
    ...elements.map(({ element, files, gzip, further }) => [element, files, kB(gzip), kB(further)]),
  ], ['part', 'files', 'JS beyond the runtime', 'beyond runtime + betslip']);
}
