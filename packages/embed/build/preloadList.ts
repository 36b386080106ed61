import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
// @ts-expect-error: plain ESM script shared with the bench
import { catalogueChunk, staticClosure } from '../../../scripts/importGraph.mjs';
import type { PreloadList } from '../src/elements/preload';

const PLACEHOLDER = '__OYNA_PRELOAD_LIST__';
const LOADER = 'oyna-embed.js';
const RUNTIME = 'oyna-runtime.js';


const closure = (files: string[]): string[] => staticClosure(files) as string[];

/**
 * What each element needs before it runs, from the built files: the runtime's static imports, and
 * each element's chunk's beyond those, transitively, less what the loader itself already brought;
 * and each language's catalogue.
 */
export function preloadList(dist: string): PreloadList {
  const loaded = new Set(closure([join(dist, LOADER)]));
  const runtime = closure([join(dist, RUNTIME)]).filter((chunk) => !loaded.has(chunk));
  const names = (chunks: string[]) => chunks.map((chunk) => relative(dist, chunk)).sort();
  const elements = Object.fromEntries(
    readdirSync(join(dist, 'elements'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => {
        const beyond = closure([join(dist, 'elements', file)]).filter((chunk) => !loaded.has(chunk) && !runtime.includes(chunk));
        return [`oyna-${basename(file, '.js')}`, names(beyond)];
      }),
  );
  const catalogues = Object.fromEntries(['tr', 'en'].map((lang) => [lang, relative(dist, catalogueChunk(dist, lang) as string)]));
  return { runtime: names(runtime), elements, catalogues };
}

/** Writes the list into the built file that holds its placeholder (the loader's chunk). */
export function writePreloadList(dist: string): void {
  const holders = readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(join(dist, file), 'utf8').includes(PLACEHOLDER));
  if (holders.length !== 1) throw new Error(`expected the preload list's placeholder in one built file, found it in ${holders.length}`);
  const file = join(dist, holders[0]!);
  const literal = JSON.stringify(JSON.stringify(preloadList(dist)));
  const source = readFileSync(file, 'utf8').replace(new RegExp(`(['"\`])${PLACEHOLDER}\\1`, 'g'), () => literal);
  if (source.includes(PLACEHOLDER)) throw new Error(`the preload list's placeholder in ${holders[0]} is not a plain string`);
  writeFileSync(file, source);
}
