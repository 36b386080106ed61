// Builds the package: the split entry points and the one stylesheet (see tsup.config.ts), then drops
// what the split build writes but nobody imports (per-chunk CSS, the stylesheet build's scripts).
import { execFileSync } from 'node:child_process';
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

// Every script is client code for a React Server Components host (Next.js's App Router): a server
// component may import a widget and render it, and the widget runs on the client. The directive goes
// on the first line, ahead of what is there (the maps' lines stay where they were); tsup's own banner
// would not survive its tree-shaking pass.
for (const file of readdirSync('dist').filter((name) => name.endsWith('.js'))) {
  writeFileSync(`dist/${file}`, `'use client';${readFileSync(`dist/${file}`, 'utf8')}`);
}
