// Byte measurements shared by the bench report: gzip sizes and the static import graph of built JS.
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** A module as a partner's bundler ships it: bundled with what it imports (less `external`), minified. */
export async function bundledSize(entry, external = []) {
  const result = await build({
    entryPoints: [entry], bundle: true, minify: true, format: 'esm', platform: 'browser',
    write: false, treeShaking: true, external, logLevel: 'silent',
  });
  const bytes = result.outputFiles[0].contents;
  return { raw: bytes.length, gzip: gzipSize(bytes) };
}

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
