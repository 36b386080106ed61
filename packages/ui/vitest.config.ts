import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';
import { BUSY_MACHINE_TEST_TIMEOUT, TEST_WORKERS } from '../../vitest.shared.ts';
import { sdkSourceAliases } from './sdk.aliases.ts';

/**
 * Files that run a sandbox in the test's own process, in Node's environment: in a VM context its
 * SQLite and HTTP took the recording check 39 s instead of 9 s, so they have a project of their own
 * (vitest.node.config.ts), in worker processes.
 */
export const IN_PROCESS_SANDBOX_FILES = ['src/stories/api/recording.test.ts'];

export default defineProject({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: sdkSourceAliases(fileURLToPath(new URL('../sdk/src', import.meta.url))) },
  test: {
    name: 'ui',
    testTimeout: BUSY_MACHINE_TEST_TIMEOUT,
    maxWorkers: TEST_WORKERS,
    // A fresh window per file in a VM context, cheaper than a fresh process: 146 s → 124 s in four workers.
    // Files sharing one window (isolate: false) leak into each other: typing into inputs stops reaching React.
    pool: 'vmThreads',
    environment: 'happy-dom',
    environmentOptions: {
      // The login tests call the sandbox on another loopback port; a site reaches it through its proxy.
      happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } },
    },
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: IN_PROCESS_SANDBOX_FILES,
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['./src/test/sandbox.global.ts'],
  },
});
