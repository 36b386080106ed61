import { BUSY_MACHINE_TEST_TIMEOUT } from '../../vitest.shared.ts';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'sdk', testTimeout: BUSY_MACHINE_TEST_TIMEOUT, environment: 'node', include: ['src/**/*.test.ts'], setupFiles: ['./src/test/setup.ts'] },
});
