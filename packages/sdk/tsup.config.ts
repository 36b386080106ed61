import { defineConfig } from 'tsup';

const domains = [
  'platform', 'http', 'session', 'bootstrap', 'i18n', 'realtime', 'notifications',
  'forms', 'betslip', 'feed', 'casino', 'account', 'payments', 'favourites',
];

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(domains.map((d) => [`${d}/index`, `src/${d}/index.ts`])),
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
});
