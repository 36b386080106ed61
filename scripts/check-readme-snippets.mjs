// Part of a published package's `check`: every TypeScript block of its README (and of any README
// named after `--`) compiles against the package as built, the way a reader would paste it. Each
// block is a module of its own; what the README's fragments leave to the reader (a `render`, the
// client made in an earlier block) is declared in the package's `snippets.context.d.ts`.
// Run from the package's folder, after its build: `node ../../scripts/check-readme-snippets.mjs [-- ../../README.md]`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

const packageDir = process.cwd();
const separator = process.argv.indexOf('--');
const readmes = ['README.md', ...(separator === -1 ? [] : process.argv.slice(separator + 1))];
const folder = join(packageDir, '.readme-snippets');
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder);

const files = [];
for (const readme of readmes) {
  const text = readFileSync(join(packageDir, readme), 'utf8');
  let index = 0;
  for (const [, language, code] of text.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)) {
    const name = `${readme.replace(/[^A-Za-z0-9]+/g, '-')}-${++index}.${language}`;
    // `export {}` makes a block without imports a module too, so two blocks never share a scope.
    writeFileSync(join(folder, name), `${code}\nexport {};\n`);
    files.push(name);
  }
}
const context = join(packageDir, 'snippets.context.d.ts');
writeFileSync(
  join(folder, 'tsconfig.json'),
  JSON.stringify({
    extends: relative(folder, join(packageDir, 'tsconfig.json')),
    compilerOptions: { noEmit: true, noUnusedLocals: false, allowImportingTsExtensions: true },
    include: [...files, ...(existsSync(context) ? [relative(folder, context)] : [])],
    exclude: [],
  }),
);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
try {
  execFileSync(process.execPath, [tsc, '-p', folder], { stdio: 'inherit' });
  console.log(`${relative(join(packageDir, '../..'), packageDir)}: ${files.length} README blocks compile`);
} catch {
  console.error(`A README block does not compile (its file is in ${relative(process.cwd(), folder)}/).`);
  process.exit(1);
}
rmSync(folder, { recursive: true, force: true });
