import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Where each name a barrel exports comes from: the module's file and the name it has there. */
export type BarrelMap = ReadonlyMap<string, { file: string; name: string }>;

const EXPORT_FROM = /export\s*(\*|(?:type\s*)?\{[^}]*\})\s*from\s*'([^']+)';/g;

const moduleFile = (from: string, specifier: string): string => {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // next
    }
  }
  throw new Error(`${specifier} from ${from}: no such module`);
};

/** Reads a barrel (`export { a, b as c } from './x'`, `export * from './y'`) into its names' origins. */
export function readBarrel(file: string): BarrelMap {
  const names = new Map<string, { file: string; name: string }>();
  for (const [, clause, specifier] of readFileSync(file, 'utf8').matchAll(EXPORT_FROM)) {
    const target = moduleFile(file, specifier!);
    if (clause === '*') {
      for (const [name, origin] of readBarrel(target)) names.set(name, origin);
      continue;
    }
    if (clause!.startsWith('type')) continue;
    for (const part of clause!.slice(clause!.indexOf('{') + 1, -1).split(',')) {
      const [original, alias] = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/);
      if (!original || part.trim().startsWith('type ')) continue;
      names.set(alias ?? original, { file: target, name: original });
    }
  }
  return names;
}
