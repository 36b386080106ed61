// Part of a published package's `check`: what `npm pack` would put in the tarball holds no test
// helper. Run from the package's folder (after its build). It fails when the tarball lists
//  - a test, story, fixture or bench file, or anything under a test, fixtures or stories folder;
//  - a source file that no entry reaches (a helper only tests import, however it is named): the
//    roots are the entries' sources and those the shipped source maps name, followed through every
//    import, type-only ones included;
//  - a built file whose source map names such a test file (a helper bundled into `dist`).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const TEST_FILE = /(^|\/)(test|tests|__tests__|fixtures|stories)\/|\.(test|spec|stories|fixtures?|bench)\.[cm]?[jt]sx?(\.map)?$/;
const SOURCE_FILE = /\.[cm]?tsx?$/;

const packageDir = process.cwd();
const [pack] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: packageDir, encoding: 'utf8' }),
);
const shipped = pack.files.map((file) => file.path);
const problems = [];

for (const file of shipped) if (TEST_FILE.test(file)) problems.push(`${file}: a test file, fixture or story`);

// The sources of the shipped build: each entry's own (`./dist/feed/index.js` is `src/feed/index.ts`)
// and whatever the source maps name.
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const builtFrom = new Set(
  Object.values(manifest.exports ?? {}).flatMap((target) => {
    const built = typeof target === 'string' ? target : target.default;
    const stem = /^\.\/dist\/(.+)\.js$/.exec(built ?? '')?.[1];
    return stem ? [`src/${stem}.ts`, `src/${stem}.tsx`, `src/${stem}/index.ts`] : [];
  }),
);
for (const map of shipped.filter((file) => file.endsWith('.js.map'))) {
  const { sources = [] } = JSON.parse(readFileSync(join(packageDir, map), 'utf8'));
  for (const source of sources) {
    const path = relative(packageDir, resolve(packageDir, dirname(map), source));
    if (path.startsWith('..') || path.includes('node_modules')) continue;
    if (TEST_FILE.test(path)) problems.push(`${map}: built from ${path}`);
    builtFrom.add(path);
  }
}

// Every shipped source must be reachable from what was built, through imports of any kind.
const shippedSources = shipped.filter((file) => SOURCE_FILE.test(file) && !file.endsWith('.d.ts'));
if (shippedSources.length > 0) {
  const resolveImport = (from, specifier) => {
    const base = resolve(packageDir, dirname(from), specifier);
    const candidates = [base, base.replace(/\.[cm]?js$/, '.ts'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
    const found = candidates.find((candidate) => SOURCE_FILE.test(candidate) && existsSync(candidate));
    return found && relative(packageDir, found);
  };
  const reached = new Set();
  const stack = [...builtFrom].filter((file) => SOURCE_FILE.test(file));
  while (stack.length > 0) {
    const file = stack.pop();
    if (reached.has(file) || !existsSync(join(packageDir, file))) continue;
    reached.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(join(packageDir, file), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = fileName.startsWith('.') && resolveImport(file, fileName);
      if (target) stack.push(target);
    }
  }
  for (const file of shippedSources) {
    if (!reached.has(file)) problems.push(`${file}: no published entry imports it (a test helper?)`);
  }
}

if (problems.length > 0) {
  console.error(`${pack.name}: the tarball would ship what only tests use:\n  ${problems.join('\n  ')}`);
  console.error('Leave it out with the "files" globs of package.json, or move it beside the tests.');
  process.exit(1);
}
console.log(`${pack.name}: ${shipped.length} files in the tarball, none of them a test helper`);
