import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// What a partner's bundler ships for one subpath, dependencies included (minified, gzip). Byte counts
// are deterministic, so they are enforced; `pnpm bench` prints the full report. Measures `dist`:
// `pnpm test` builds first.
const BUDGET_BYTES: Record<string, number> = {
  '.': 13_500,
  './platform': 3_100,
  './http': 6_500,
  './session': 17_000,
  './bootstrap': 11_500,
  './i18n': 21_000,
  './realtime': 17_000,
  './notifications': 24_000,
  './forms': 18_000,
  // The slip follows its picks' odds itself (the odds-move store came with it from @oyna/ui) and its lifecycle.
  './betslip': 14_400,
  // Settled markets and withdrawn odds kept in place: the row, detail and delta rules, the texts for them.
  './feed': 36_400,
  './casino': 16_500,
  // Sign-up, recovery, phone verification, change password, call request and the dashboard's lists: the forms' rules and their stores.
  './account': 24_800,
  './payments': 9_000,
  './favourites': 11_000,
  './start': 34_000,
  './routes': 1_000,
  './content': 8_000,
};

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  exports: Record<string, string | { default: string }>;
};
const subpaths = Object.entries(manifest.exports).flatMap(([subpath, target]) =>
  typeof target === 'object' ? [[subpath, target.default] as const] : [],
);

describe('bundle budgets', () => {
  it('has a budget for every subpath export', () => {
    expect(subpaths.map(([subpath]) => subpath).sort()).toEqual(Object.keys(BUDGET_BYTES).sort());
  });

  it.each(subpaths)('%s stays within its budget', async (subpath, file) => {
    const result = await build({
      entryPoints: [`${root}${file}`],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const gzip = gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(BUDGET_BYTES[subpath]!);
  });
});
