import { describe, expect, it } from 'vitest';
import { runtimeProblem } from './runtime.check.mjs';

describe('runtimeProblem', () => {
  it('accepts Node 24 with type stripping and node:sqlite', () => {
    expect(runtimeProblem({ version: 'v24.21.0', typeStripping: true, sqlite: true })).toBeNull();
    expect(runtimeProblem({ version: 'v22.18.0', typeStripping: true, sqlite: true })).toBeNull();
  });

  it('names the Node version and the way out when Node is too old', () => {
    const problem = runtimeProblem({ version: 'v20.20.2', typeStripping: false, sqlite: false });
    expect(problem).toContain('Node v20.20.2');
    expect(problem).toContain('pnpm --filter @oyna/sandbox start');
    expect(runtimeProblem({ version: 'v22.12.0', typeStripping: true, sqlite: true })).toContain('22.18');
  });

  it('explains missing type stripping or node:sqlite', () => {
    expect(runtimeProblem({ version: 'v24.0.0', typeStripping: false, sqlite: true })).toContain('type stripping');
    expect(runtimeProblem({ version: 'v24.0.0', typeStripping: true, sqlite: false })).toContain('node:sqlite');
  });
});
