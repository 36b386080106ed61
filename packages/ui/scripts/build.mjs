// Builds the package: the split entry points and the one stylesheet (see tsup.config.ts), then drops
// what the split build writes but nobody imports (per-chunk CSS, the stylesheet build's scripts).
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
execFileSync('tsup', { stdio: 'inherit', shell: true });
// Every split chunk with styles writes a stylesheet of its own (the lazily loaded dialogs too);
// `styles/oyna.css` already holds all of them, once.
const unused = [
  ...readdirSync('dist').filter((file) => /\.css(\.map)?$/.test(file)),
  ...readdirSync('dist/styles').filter((file) => file !== 'oyna.css').map((file) => `styles/${file}`),
];
for (const file of unused) rmSync(`dist/${file}`, { force: true });
