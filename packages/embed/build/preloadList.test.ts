// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { preloadList } from './preloadList';

// Reads the built dist (`pnpm test` builds first), as a partner's page gets it.
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

describe("the loader's preload list", () => {
  const list = preloadList(dist);

  it('names the runtime and, for every element, its own chunk and what it imports beyond, each a built file', () => {
    const elements = readdirSync(join(dist, 'elements')).filter((file) => file.endsWith('.js'));
    expect(Object.keys(list.elements).sort()).toEqual(elements.map((file) => `oyna-${file.replace(/\.js$/, '')}`).sort());
    expect(list.runtime).toContain('oyna-runtime.js');
    for (const [tag, files] of Object.entries(list.elements)) {
      expect(files).toContain(`elements/${tag.slice('oyna-'.length)}.js`);
      expect(files.filter((file) => list.runtime.includes(file))).toEqual([]);
    }
    for (const file of [...list.runtime, ...Object.values(list.elements).flat(), ...Object.values(list.catalogues)]) {
      expect(existsSync(join(dist, file)), file).toBe(true);
      expect(file).not.toBe('oyna-embed.js');
    }
    expect(Object.keys(list.catalogues).sort()).toEqual(['en', 'tr']);
  });

  it('is written into the built loader, whole', () => {
    const loader = readdirSync(dist).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(dist, file), 'utf8'));
    expect(loader.some((source) => source.includes('__OYNA_PRELOAD_LIST__'))).toBe(false);
    expect(loader.filter((source) => source.includes(JSON.stringify(JSON.stringify(list)).slice(1, 40)))).toHaveLength(1);
  });
});
