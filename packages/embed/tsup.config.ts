import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
import { writePreloadList } from './build/preloadList';
import { sourcePackagesPlugin } from './build/sourcePackagesPlugin';
import { widgetStylesPlugin } from './build/widgetStylesPlugin';
import { ELEMENT_ENTRIES } from './src/elements/entries';

/**
 * Everything is bundled (React, the SDK, the widgets): a partner's page loads one runtime file by a
 * plain `<script type="module">`, and each element's chunk when that element is first connected.
 * The widgets and the SDK come from their sources, so each module lands in the chunk of the elements
 * that use it, with its styles: an element's chunk adds the rules it needs to the one constructable
 * stylesheet every element's shadow root adopts.
 */
export default defineConfig({
  entry: { 'oyna-embed': 'src/index.ts', ...ELEMENT_ENTRIES },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  splitting: true,
  treeshake: true,
  minify: true,
  // No maps: they held every bundled library's source (4.7 of the tarball's 5.8 MB) for a file a
  // partner loads as it is; the widgets' and the SDK's own maps ship in @oyna/ui and @oyna/sdk.
  sourcemap: false,
  clean: true,
  noExternal: [/.*/],
  env: { NODE_ENV: 'production' },
  esbuildPlugins: [sourcePackagesPlugin(), widgetStylesPlugin(), vanillaExtractPlugin({ identifiers: 'short' })],
  dts: { entry: { 'oyna-embed': 'src/index.ts' } },
  // Each element's chunks go into the loader as one list, so a page asks for them all at once.
  onSuccess: async () => writePreloadList('dist'),
});
