import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm'],
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', /^@oyna\/sdk/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
};

export default defineConfig([
  // One entry per domain, split, so a page that shows no sportsbook loads none of it.
  {
    ...shared,
    entry: { index: 'src/index.ts', sportsbook: 'src/sportsbook/index.ts', casino: 'src/casino/index.ts' },
    splitting: true,
    dts: true,
    sourcemap: true,
    clean: false,
  },
  // The stylesheet of every widget at once; its script is not published.
  { ...shared, entry: { oyna: 'src/styles.entry.ts' }, outDir: 'dist/styles', clean: false },
]);
