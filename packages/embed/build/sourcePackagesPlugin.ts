import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

const packages = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `@oyna/ui` and `@oyna/sdk` from their sources, one module a file, rather than from their dist
 * chunks: esbuild places a file's code by which entries reach the file, so a dist chunk that holds
 * the casino's store beside the dialog host put the casino in every partner page's runtime.
 */
export function sourcePackagesPlugin(): Plugin {
  return {
    name: 'oyna-source-packages',
    setup(build) {
      build.onResolve({ filter: /^@oyna\/(ui|sdk)(\/[\w.-]+)?$/ }, ({ path }) => {
        const [, name, subpath] = /^@oyna\/(ui|sdk)(?:\/([\w.-]+))?$/.exec(path)!;
        return { path: `${packages}${name}/src/${subpath ? `${subpath}/` : ''}index.ts` };
      });
    },
  };
}
