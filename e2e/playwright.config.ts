import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  // Each worker brings its own sandbox and site (see fixtures.ts), so two journeys never share a back end.
  // One more worker than cores, as for vitest (a journey waits on its sandbox and site): on a quiet
  // 2-core machine the 148 journeys took 9.8 min in three workers; the last fresh .ci/run, in two, 17.0.
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  retries: process.env.CI ? 1 : 0,
  // Ceilings for a busy CI machine, not waits: at a load of 25 on 2 cores a sign-up and phone journey
  // took 28 s alone.
  timeout: 60_000,
  // The whole run's ceiling, under CI's 90 minutes with the build and vitest before it: a run that
  // hangs fails with its report instead of being cut off without one.
  globalTimeout: 70 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Screenshots show settled frames, and nothing waits on an animation.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Debian's Chromium as root, on a machine with no network beyond loopback.
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
});
