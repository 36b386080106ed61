// Plain JavaScript on purpose: this must load (and explain the problem) on an old Node that
// cannot read TypeScript or node:sqlite.

/** Oldest Node line with node:sqlite and type stripping on by default (22.18). */
export const MINIMUM_NODE = { major: 22, minor: 18 };

/**
 * Why this runtime cannot run the sandbox, or null when it can.
 * @param {{ version: string, typeStripping: boolean, sqlite: boolean }} runtime
 * @returns {string | null}
 */
export function runtimeProblem(runtime) {
  const [major = 0, minor = 0] = runtime.version.replace(/^v/, '').split('.').map(Number);
  const hint =
    'Start it through pnpm (`pnpm --filter @oyna/sandbox start`), which runs the Node 24 the repository brings.';
  if (major < MINIMUM_NODE.major || (major === MINIMUM_NODE.major && minor < MINIMUM_NODE.minor)) {
    return `The Oyna sandbox needs Node ${MINIMUM_NODE.major}.${MINIMUM_NODE.minor} or newer (Node 24 recommended); this is Node ${runtime.version}. ${hint}`;
  }
  if (!runtime.typeStripping) {
    return `The Oyna sandbox runs from TypeScript source, but this Node ${runtime.version} has type stripping turned off. ${hint}`;
  }
  if (!runtime.sqlite) {
    return `The Oyna sandbox stores its data with node:sqlite, which this Node ${runtime.version} does not provide. ${hint}`;
  }
  return null;
}

/**
 * The facts {@link runtimeProblem} needs, read from the running process.
 * @returns {Promise<{ version: string, typeStripping: boolean, sqlite: boolean }>}
 */
export async function currentRuntime() {
  const sqlite = await import('node:sqlite').then(
    () => true,
    () => false,
  );
  // @ts-ignore process.features.typescript exists from Node 22.10; older versions lack it.
  const typescript = process.features.typescript;
  return { version: process.version, typeStripping: Boolean(typescript), sqlite };
}
