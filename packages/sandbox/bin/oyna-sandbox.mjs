#!/usr/bin/env node
// Entry point of `pnpm --filter @oyna/sandbox start`: refuses an unsuitable Node with a clear
// message before any TypeScript is loaded, then runs the CLI.
import { currentRuntime, runtimeProblem } from '../src/runtime.check.mjs';

const problem = runtimeProblem(await currentRuntime());
if (problem) {
  console.error(`\n  ✖ ${problem}\n`);
  process.exit(1);
}
await import('../src/cli.ts');
