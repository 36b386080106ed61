// Builds the package: the split entry points and the one stylesheet (see tsup.config.ts), then drops
// what the split build writes but nobody imports (its per-entry CSS, the stylesheet build's script).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
execFileSync('tsup', { stdio: 'inherit', shell: true });
for (const file of ['index.css', 'index.css.map', 'sportsbook.css', 'sportsbook.css.map', 'casino.css', 'casino.css.map', 'styles/oyna.js']) {
  rmSync(`dist/${file}`, { force: true });
}
