// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Folders point one way: when a folder imports from another, nothing there reaches back, or neither
// could be read, moved or split without the other. A folder is the directory of a file under a
// package's src (`sdk/src/feed`, `ui/src/sportsbook/live`); every import counts, type-only and lazy
// ones and declaration merging included. Tests and stories do not: they sit on top of what they
// exercise, and their helpers (`test/`, `stories/`) import the widgets whose tests import them.
const packagesDir = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGES = ['sdk', 'ui', 'site'];

// The SDK's cycles still being untangled, each the folders that reach one another. Remove a line as
// its cycle goes: the test fails while a line names a cycle that no longer exists, so this only shrinks.
const KNOWN_SDK_CYCLES: string[][] = [];

function sourceFiles(pkg: string): string[] {
  const src = join(packagesDir, pkg, 'src');
  return (readdirSync(src, { recursive: true }) as string[])
    .filter((file) => /\.(tsx?|astro)$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => join(src, file));
}

/** The script of a file: all of a TypeScript file, an Astro file's frontmatter and `<script>`s. */
function scriptOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return text;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, script]) => script);
  return [frontmatter, ...scripts].join('\n');
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file a relative or `@oyna/*` import names; null for anything else (packages, node:). */
function resolveImport(from: string, specifier: string): string | null {
  const workspace = /^@oyna\/(sdk|ui)(?:\/(.+))?$/.exec(specifier);
  const base = specifier.startsWith('.')
    ? resolve(dirname(from), specifier)
    : workspace
      ? join(packagesDir, workspace[1]!, 'src', workspace[2] ?? 'index')
      : null;
  if (!base) return null;
  const source = base.replace(/\.js$/, '');
  const candidates = [base, `${source}.ts`, `${source}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find(isFile) ?? null;
}

const folderOf = (file: string) => relative(packagesDir, dirname(file));

interface FolderImport {
  from: string;
  to: string;
  /** One of the imports behind it, to show where to look. */
  example: string;
}

function folderImports(): FolderImport[] {
  const found = new Map<string, FolderImport>();
  for (const file of PACKAGES.flatMap(sourceFiles)) {
    for (const { fileName: specifier } of ts.preProcessFile(scriptOf(file), true, true).importedFiles) {
      const target = resolveImport(file, specifier);
      if (!target || relative(packagesDir, target).startsWith('..')) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to || found.has(`${from} ${to}`)) continue;
      found.set(`${from} ${to}`, { from, to, example: `${relative(packagesDir, file)} imports '${specifier}'` });
    }
  }
  return [...found.values()];
}

/** Each group of folders that all reach one another (strongly connected, by Tarjan), sorted. */
function folderCycles(imports: readonly FolderImport[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const target of next.get(folder) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(folder, Math.min(low.get(folder)!, low.get(target)!));
      } else if (stack.includes(target)) {
        low.set(folder, Math.min(low.get(folder)!, index.get(target)!));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group = stack.splice(stack.indexOf(folder));
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const folder of next.keys()) if (!index.has(folder)) visit(folder);
  return cycles.sort((a, b) => a.join().localeCompare(b.join()));
}

/** A group of folders, with its shortest loop of imports: usually the one to undo. */
function explain(cycle: readonly string[], imports: readonly FolderImport[]): string {
  const inside = imports.filter(({ from, to }) => cycle.includes(from) && cycle.includes(to));
  let shortest: FolderImport[] = inside;
  for (const start of cycle) {
    const pathTo = new Map<string, FolderImport[]>([[start, []]]);
    const queue = [start];
    for (const folder of queue) {
      for (const step of inside.filter(({ from }) => from === folder)) {
        const path = [...pathTo.get(folder)!, step];
        if (step.to === start && path.length < shortest.length) shortest = path;
        if (!pathTo.has(step.to)) {
          pathTo.set(step.to, path);
          queue.push(step.to);
        }
      }
    }
  }
  return [cycle.join(' ↔ '), ...shortest.map(({ from, to, example }) => `  ${from} → ${to}: ${example}`)].join('\n');
}

describe('folders point one way', () => {
  const imports = folderImports();
  const cycles = folderCycles(imports);
  const sameCycle = (a: readonly string[], b: readonly string[]) => a.join() === b.join();

  it('reads the imports of every package', () => {
    const edge = (from: string, to: string) => expect.objectContaining({ from, to });
    expect(imports).toEqual(
      expect.arrayContaining([
        edge('sdk/src/feed/live', 'sdk/src/client'),
        edge('ui/src/sportsbook/live', 'sdk/src/feed'),
        // An Astro page's frontmatter, and a module loaded on first use.
        edge('site/src/pages', 'site/src/layouts'),
        edge('site/src/lib', 'ui/src/casino'),
      ]),
    );
  });

  it('finds the cycles it is shown', () => {
    const made = [
      { from: 'a', to: 'b', example: '' },
      { from: 'b', to: 'c', example: '' },
      { from: 'c', to: 'a', example: '' },
      { from: 'c', to: 'd', example: '' },
    ];
    expect(folderCycles(made)).toEqual([['a', 'b', 'c']]);
  });

  it('finds no cycle between folders but the known SDK ones', () => {
    const unknown = cycles.filter((cycle) => !KNOWN_SDK_CYCLES.some((known) => sameCycle(known, cycle)));
    expect(unknown.map((cycle) => explain(cycle, imports))).toEqual([]);
  });

  it('lists only SDK cycles that still exist', () => {
    expect(KNOWN_SDK_CYCLES.filter((known) => !cycles.some((cycle) => sameCycle(known, cycle)))).toEqual([]);
  });
});
