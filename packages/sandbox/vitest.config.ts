import { BUSY_MACHINE_TEST_TIMEOUT, TEST_WORKERS } from '../../vitest.shared.ts';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'sandbox', isolate: false, testTimeout: BUSY_MACHINE_TEST_TIMEOUT, maxWorkers: TEST_WORKERS, environment: 'node', include: ['src/**/*.test.ts'] },
});
