// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBarrel } from './barrelImports';

const folder = mkdtempSync(join(tmpdir(), 'oyna-barrel-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(join(folder, path, '..'), { recursive: true });
  writeFileSync(join(folder, path), text);
}

describe('readBarrel', () => {
  it('finds the module behind each value a barrel exports, through aliases and `export *`, and leaves types out', () => {
    write('toast/toast.store.ts', 'export const toast = {};');
    write('dialog/index.ts', "export { closeDialogs, dialogs as dialogStore } from './dialog.store';");
    write('dialog/dialog.store.ts', 'export const closeDialogs = () => {}; export const dialogs = {};');
    write('index.ts', `// Toasts
export { toast } from './toast/toast.store';
export type { Toast } from './toast/toast.store';
export {
  type Theme,
  theme,
} from './theme';
export * from './dialog/index';
`);
    write('theme.tsx', 'export const theme = {};');

    const barrel = readBarrel(join(folder, 'index.ts'));
    expect(Object.fromEntries([...barrel].map(([name, origin]) => [name, `${origin.file.slice(folder.length)}#${origin.name}`]))).toEqual({
      toast: '/toast/toast.store.ts#toast',
      theme: '/theme.tsx#theme',
      closeDialogs: '/dialog/dialog.store.ts#closeDialogs',
      dialogStore: '/dialog/dialog.store.ts#dialogs',
    });
  });
});
