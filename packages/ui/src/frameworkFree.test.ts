// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// View models and stores are what a custom element will bind to as well: none of them may reach
// React, however indirectly.
const src = fileURLToPath(new URL('.', import.meta.url));
const viewModels = (readdirSync(src, { recursive: true }) as string[]).filter(
  (file) => /\.(model|store|flows)\.ts$/.test(file) || file.endsWith('openLogin.ts'),
);

function reachesReact(file: string, seen = new Set<string>()): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  if (file.endsWith('.tsx')) return file;
  const text = readFileSync(join(src, file), 'utf8');
  for (const [, specifier = ''] of text.matchAll(/from '([^']+)'/g)) {
    if (specifier === 'react' || specifier.startsWith('@nanostores/react') || specifier.startsWith('react-dom')) return `${file} → ${specifier}`;
    if (!specifier.startsWith('.')) continue;
    const target = normalize(join(dirname(file), specifier));
    const resolved = [`${target}.ts`, `${target}.tsx`, target].find((candidate) => {
      try {
        readFileSync(join(src, candidate));
        return true;
      } catch {
        return false;
      }
    });
    const found = resolved && reachesReact(resolved, seen);
    if (found) return `${file} → ${found}`;
  }
  return null;
}

describe('framework-free view models', () => {
  it('finds the view models', () => {
    expect(viewModels).toEqual(expect.arrayContaining(['dialog/dialog.store.ts', 'menu/menu.model.ts', 'toast/toast.store.ts', 'guard/routeGuard.model.ts']));
  });

  it.each(viewModels)('%s never reaches React', (file) => {
    expect(reachesReact(file)).toBeNull();
  });
});
