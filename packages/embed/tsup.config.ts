import { defineConfig } from 'tsup';
import { ELEMENT_ENTRIES } from './src/elements/entries';

/**
 * Everything is bundled (React, the SDK, the widgets): a partner's page loads one runtime file by a
 * plain `<script type="module">`, and each element's chunk when that element is first connected.
 * The widgets' stylesheet travels as text in a chunk of its own, made into a constructable
 * stylesheet once and adopted by every element's shadow root.
 */
export default defineConfig({
  entry: { 'oyna-embed': 'src/index.ts', ...ELEMENT_ENTRIES },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  splitting: true,
  treeshake: true,
  minify: true,
  sourcemap: true,
  clean: true,
  noExternal: [/.*/],
  loader: { '.css': 'text' },
  env: { NODE_ENV: 'production' },
  dts: { entry: { 'oyna-embed': 'src/index.ts' } },
});
