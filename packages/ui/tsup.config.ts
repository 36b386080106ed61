import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm'],
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', /^@oyna\/sdk/],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
};

const entry = { index: 'src/index.ts', sportsbook: 'src/sportsbook/index.ts', betslip: 'src/betslip/index.ts', casino: 'src/casino/index.ts', dashboard: 'src/dashboard/index.ts', content: 'src/content/index.ts', texts: 'src/texts/index.ts' };

export default defineConfig([
  // One entry per domain, split, so a page that shows no sportsbook loads none of it.
  {
    ...shared,
    // The CMS sanitiser is an entry too, only so that it lands in a chunk of its own: DOMPurify runs
    // code when imported (it makes its default instance), so in the main entry's file it would load
    // with every page that imports anything from @oyna/ui. In a chunk of its own, marked free of side
    // effects, Rollup leaves it (and DOMPurify) out unless `createCmsSanitizer` is used; esbuild keeps
    // a side-effectful module any re-export reaches, so it is exported from @oyna/ui/content only.
    // The deposit and withdraw pages, exported from the dashboard entry, are a chunk of their own the
    // same way: a site bundling the dashboard's pages and the payment pages as two islands then gives
    // each only its own code, instead of one shared chunk holding both.
    entry: { ...entry, 'cmsHtml.sanitizer': 'src/content/cmsHtml.sanitizer.ts', 'payments.pages': 'src/payments/PaymentMethodsPage.tsx' },
    splitting: true,
    // The dialog store's types are a file of their own: each feature adds its dialogs to
    // `DialogPropsByName` by declaration merging, and the declaration bundler points such an
    // augmentation only at a file that exports the interface under its own name.
    dts: { entry: { ...entry, dialog: 'src/dialog/dialog.store.ts' } },
    sourcemap: true,
    clean: false,
  },
  // The stylesheet of every widget at once; its script is not published.
  { ...shared, entry: { oyna: 'src/styles.entry.ts' }, outDir: 'dist/styles', clean: false },
]);
