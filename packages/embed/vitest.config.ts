import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.shared.ts';
import { sdkSourceAliases } from '../ui/sdk.aliases.ts';

// Tests read the widgets and the SDK from source, as the UI's own tests do: no stale `dist/`.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: [
      { find: /^@oyna\/ui$/, replacement: fileURLToPath(new URL('../ui/src/index.ts', import.meta.url)) },
      ...sdkSourceAliases(fileURLToPath(new URL('../sdk/src', import.meta.url))),
    ],
  },
  test: { name: 'embed', maxWorkers: TEST_WORKERS, environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'] },
});
