import { describe, expect, it } from 'vitest';
import { bundledSize, kB, sdkSubpaths } from '../../../bench/sizes.mjs';

// What a partner's bundler ships first for one subpath, dependencies included (minified, split, gzip);
// what it imports on demand (the hubs' SignalR client, the fingerprint library) loads later and has a
// budget of its own. Byte counts are deterministic, so they are enforced; `pnpm bench` prints the full
// report. Measures `dist`: `pnpm test` builds first.
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
  // The payment dialog's store (methods, fields, deposit and withdraw, its timers) with the dynamic form's rules.
  './payments': 18_000,
  './favourites': 11_000,
  './search': 1_000,
  './start': 34_000,
  './routes': 1_000,
  // Promotions, the popup once per hash and the top bar read the bootstrap store; the chat loader and banner rules.
  './content': 9_800,
};

/** Any one chunk loaded on demand: SignalR's client is the largest. */
const LAZY_CHUNK_BUDGET_BYTES = 15_500;

const subpaths = sdkSubpaths().map(({ subpath, file }) => [subpath, file] as const);

describe('bundle budgets', () => {
  it('has a budget for every subpath export', () => {
    expect(subpaths.map(([subpath]) => subpath).sort()).toEqual(Object.keys(BUDGET_BYTES).sort());
  });

  it.each(subpaths)('%s stays within its budget', async (subpath, file) => {
    const { gzip, lazy } = await bundledSize(file);
    expect(gzip, `@oyna/sdk ${subpath}: ${kB(gzip)} (${gzip} B), budget ${BUDGET_BYTES[subpath]} B`).toBeLessThanOrEqual(BUDGET_BYTES[subpath]!);
    for (const chunk of lazy) {
      expect(chunk.gzip, `@oyna/sdk ${subpath}, ${chunk.file} loaded on demand: ${kB(chunk.gzip)}`).toBeLessThanOrEqual(LAZY_CHUNK_BUDGET_BYTES);
    }
  });

  it('loads the fingerprint library only when the fingerprint is made, never first', async () => {
    const root = sdkSubpaths().find(({ subpath }) => subpath === '.')!;
    const { gzip, lazy } = await bundledSize(root.file);
    const { gzip: withoutLibrary } = await bundledSize(root.file, ['@thumbmarkjs/thumbmarkjs']);
    // The same first load either way, but for the lazy chunk's file name in the import.
    expect(Math.abs(gzip - withoutLibrary)).toBeLessThan(32);
    expect(lazy.map((chunk) => chunk.file)).toEqual([expect.stringMatching(/thumbmark/)]);
    expect(lazy[0]!.gzip).toBeGreaterThan(10_000);
  });
});
