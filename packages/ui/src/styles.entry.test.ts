// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { exports: Record<string, unknown> };
const stylesEntry = readFileSync(new URL('./styles.entry.ts', import.meta.url), 'utf8');

// The published stylesheet is built from styles.entry.ts alone: an entry point it leaves out ships
// widgets with class names and no rules (the content widgets once did: the home page's top bar took
// room it was meant to float over).
describe('the stylesheet', () => {
  it('holds the styles of every entry point the package publishes', () => {
    const entries = Object.keys(manifest.exports).filter((subpath) => subpath !== './styles.css' && subpath !== './package.json');
    for (const subpath of entries) {
      const source = subpath === '.' ? './index' : `${subpath}/index`;
      expect(stylesEntry, `styles.entry.ts exports ${source}`).toContain(`export * from '${source}';`);
    }
  });
});
