// Builds the package: the split entry points and the one stylesheet (see tsup.config.ts), then drops
// what the split build writes but nobody imports (per-chunk CSS, the stylesheet build's scripts).
import { execFileSync } from 'node:child_process';
import { transform } from 'esbuild';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
execFileSync('tsup', { stdio: 'inherit', shell: true });
// Every split chunk with styles writes a stylesheet of its own (the lazily loaded dialogs too);
// `styles/oyna.css` already holds all of them, once.
const unused = [
  ...readdirSync('dist').filter((file) => /\.css(\.map)?$/.test(file)),
  ...readdirSync('dist/styles').filter((file) => file !== 'oyna.css').map((file) => `styles/${file}`),
];
for (const file of unused) rmSync(`dist/${file}`, { force: true });

// The stylesheet as it is published: minified. vanilla-extract opens each module's rules with a
// comment that names it and carries its source (65 of about 165 kB); the module order those comments
// give is what @oyna/embed keeps its rules in, so it is written beside the package (not published).
const stylesheet = readFileSync('dist/styles/oyna.css', 'utf8');
const order = [...stylesheet.matchAll(/^\/\* vanilla-extract-css-ns:(src\/\S+?\.css\.ts)\.vanilla\.css/gm)].map(([, module]) => module);
if (order.length === 0) throw new Error('dist/styles/oyna.css names no vanilla-extract module: cannot write the stylesheet order');
writeFileSync('.stylesheet-order.json', `${JSON.stringify(order, null, 1)}\n`);
writeFileSync('dist/styles/oyna.css', (await transform(stylesheet, { loader: 'css', minify: true })).code);

// Every script is client code for a React Server Components host (Next.js's App Router): a server
// component may import a widget and render it, and the widget runs on the client. The directive goes
// on the first line, ahead of what is there (the maps' lines stay where they were); tsup's own banner
// would not survive its tree-shaking pass.
for (const file of readdirSync('dist').filter((name) => name.endsWith('.js'))) {
  writeFileSync(`dist/${file}`, `'use client';${readFileSync(`dist/${file}`, 'utf8')}`);
}
