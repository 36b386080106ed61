// The static import graph of built JS files, shared by the byte figures (bench/) and the embed's
// build, which writes each element's chunks into its loader as a preload list.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g;

/** The files a module pulls in before it runs: itself and its static imports, transitively. */
export function staticClosure(entryFiles) {
  const seen = new Set();
  const stack = [...entryFiles];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) stack.push(normalize(join(dirname(file), specifier)));
    }
  }
  return [...seen];
}

/**
 * A language's catalogue in a built folder: its own chunk (the SDK's `catalog/<lang>` module), imported
 * on demand yet loaded before any widget shows (the provider waits for it), so it counts as first load.
 */
export function catalogueChunk(folder, lang) {
  const chunks = readdirSync(folder).filter((file) => file.startsWith(`${lang}-`) && file.endsWith('.js'));
  if (chunks.length !== 1) throw new Error(`expected one catalogue chunk for ${lang} in ${folder}, found ${chunks.length}`);
  return join(folder, chunks[0]);
}
