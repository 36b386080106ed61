import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.shared.ts';

export default defineConfig({
  test: { projects: ['packages/*/vitest.config.ts', 'packages/ui/vitest.node.config.ts'], maxWorkers: TEST_WORKERS },
});
