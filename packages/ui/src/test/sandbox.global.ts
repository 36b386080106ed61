import type { TestProject } from 'vitest/node';
import { createSandbox } from '@oyna/sandbox';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the sandbox back end the login tests talk to. */
    sandboxUrl: string;
  }
}

/**
 * Starts one real sandbox for the ui tests, in the plain Node process: the sandbox needs Node's
 * own globals, which happy-dom replaces inside the test files.
 */
export default async function startSandbox(project: TestProject) {
  const sandbox = await createSandbox({ dbPath: ':memory:', port: 0 });
  project.provide('sandboxUrl', sandbox.url);
  return () => sandbox.close();
}
