import { defineProject } from 'vitest/config';
import ui, { IN_PROCESS_SANDBOX_FILES } from './vitest.config.ts';

/** The ui files that run a sandbox in their own process (see IN_PROCESS_SANDBOX_FILES), in forks. */
export default defineProject({
  ...ui,
  test: { ...ui.test, name: 'ui (node)', pool: 'forks', environment: 'node', include: IN_PROCESS_SANDBOX_FILES, exclude: [], globalSetup: [] },
});
