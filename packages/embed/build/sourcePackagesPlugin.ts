import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { readBarrel, type BarrelMap } from './barrelImports';

const packages = fileURLToPath(new URL('../../', import.meta.url));
const PACKAGE = /^@oyna\/(ui|sdk)(?:\/([\w.-]+))?$/;
const IMPORT_FROM_PACKAGE = /import\s*\{([^}]*)\}\s*from\s*'(@oyna\/(?:ui|sdk)(?:\/[\w.-]+)?)';/g;
const OUR_SOURCES = /[\\/]packages[\\/](embed|ui|sdk)[\\/]src[\\/].*\.tsx?$/;

const barrelFile = (specifier: string): string => {
  const [, name, subpath] = PACKAGE.exec(specifier)!;
  return `${packages}${name}/src/${subpath ? `${subpath}/` : ''}index.ts`;
};

/**
 * `@oyna/ui` and `@oyna/sdk` from their sources, one module a file, rather than from their dist
 * chunks; and each name imported from one of their barrels from the module that defines it.
 * esbuild places a file's code by which entries reach the file, used or not: through a dist chunk
 * or a barrel, the runtime reached the casino's stores, and the casino elements' use of them put
 * them in every partner page's first load.
 */
export function sourcePackagesPlugin(): Plugin {
  const barrels = new Map<string, BarrelMap>();
  const barrelOf = (specifier: string): BarrelMap => {
    const file = barrelFile(specifier);
    let barrel = barrels.get(file);
    if (!barrel) barrels.set(file, (barrel = readBarrel(file)));
    return barrel;
  };

  /** `import { a, b as c } from '@oyna/ui'` as imports from the modules that define them. */
  const unbarrel = (source: string): string =>
    source.replace(IMPORT_FROM_PACKAGE, (_statement, clause: string, specifier: string) => {
      const barrel = barrelOf(specifier);
      const kept: string[] = [];
      const direct: string[] = [];
      for (const part of clause.split(',').map((text) => text.trim()).filter(Boolean)) {
        if (part.startsWith('type ')) continue;
        const [name, local] = part.split(/\s+as\s+/) as [string, string | undefined];
        const origin = barrel.get(name);
        if (!origin) kept.push(part);
        else direct.push(`import { ${origin.name} as ${local ?? name} } from ${JSON.stringify(origin.file)};`);
      }
      return [...direct, ...(kept.length ? [`import { ${kept.join(', ')} } from '${specifier}';`] : [])].join('\n');
    });

  return {
    name: 'oyna-source-packages',
    setup(build) {
      build.onResolve({ filter: PACKAGE }, ({ path }) => ({ path: barrelFile(path) }));
      // Stylesheets are vanilla-extract's to load.
      build.onLoad({ filter: OUR_SOURCES }, async ({ path }) =>
        path.endsWith('.css.ts') ? undefined : { contents: unbarrel(await readFile(path, 'utf8')), loader: path.endsWith('x') ? 'tsx' : 'ts' },
      );
    },
  };
}
