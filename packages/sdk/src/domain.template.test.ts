import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The one shape of every domain folder (see CONTRIBUTING.md): a reader knows where to look.
const DOMAINS = [
  'account', 'betslip', 'bootstrap', 'casino', 'content', 'favourites', 'feed/live', 'feed/prematch', 'feed/shared', 'forms',
  'i18n', 'notifications', 'payments', 'realtime', 'search', 'session',
];
const ROLES = ['schema', 'api', 'store', 'calc', 'constants', 'enums', 'errors', 'types', 'transport', 'storage', 'form', 'fixtures', 'task'];
const FILE = new RegExp(`^[a-z][A-Za-z0-9]*\\.(${ROLES.join('|')})(\\.test)?\\.ts$`);

const MAX_FUNCTION_LINES = 150;

const src = fileURLToPath(new URL('.', import.meta.url));
const storeFiles = () =>
  DOMAINS.flatMap((domain) => readdirSync(`${src}${domain}`).filter((name) => name.endsWith('.store.ts')).map((name) => `${domain}/${name}`));

const sourceFiles = (): string[] =>
  readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.ts') && !/\.(test|fixtures)\.ts$|(^|\/)test\//.test(path));

describe('the domain template', () => {
  it.each(DOMAINS)('%s/ names every file by its role', (domain) => {
    const files = readdirSync(`${src}${domain}`, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'index.ts')
      .map((entry) => entry.name);
    expect(files.filter((name) => !FILE.test(name))).toEqual([]);
  });

  it.each(DOMAINS)('%s/ keeps a test beside each file of rules', (domain) => {
    const files = new Set(readdirSync(`${src}${domain}`));
    const untested = [...files].filter((name) => /\.(calc|store|task)\.ts$/.test(name) && !files.has(name.replace(/\.ts$/, '.test.ts')));
    expect(untested).toEqual([]);
  });

  it('makes every store once per client through an xOf(client) accessor', () => {
    const stores = storeFiles();
    expect(stores).toContain('session/session.store.ts');
    const unshaped = stores.filter((path) => {
      const source = readFileSync(`${src}${path}`, 'utf8');
      return !/export function \w+Of\(client: OynaClient\)/.test(source) || !source.includes('client.domain(');
    });
    expect(unshaped).toEqual([]);
  });

  it('makes a store from others with derived(), whose bare read starts nothing', () => {
    const stores = storeFiles();
    expect(stores.filter((path) => /\bcomputed\(/.test(readFileSync(`${src}${path}`, 'utf8')))).toEqual([]);
  });

  it('defines error classes only in *.errors.ts files', () => {
    const elsewhere = sourceFiles().filter(
      (path) => !path.endsWith('.errors.ts') && /\bclass \w+ extends \w*Error\b/.test(readFileSync(join(src, path), 'utf8')),
    );
    expect(elsewhere).toEqual([]);
  });

  it('spells every error code in one casing (camelCase)', () => {
    const codes = sourceFiles()
      .filter((path) => path.endsWith('.errors.ts'))
      .flatMap((path) => [...readFileSync(join(src, path), 'utf8').matchAll(/super\(\s*['"`]([^'"`]+)['"`]/g)].map((match) => match[1]));
    expect(codes.length).toBeGreaterThan(5);
    expect(codes.filter((code) => !/^[a-z][a-zA-Z]*$/.test(code!))).toEqual([]);
  });

  it('keeps every function under 150 lines, so a store reads as its small modules', () => {
    const long = sourceFiles().flatMap((path) => {
      const file = ts.createSourceFile(path, readFileSync(join(src, path), 'utf8'), ts.ScriptTarget.Latest, true);
      const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line;
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const lines = lineOf(node.end) - lineOf(node.getStart(file)) + 1;
          if (lines > MAX_FUNCTION_LINES) found.push(`${path}:${lineOf(node.getStart(file)) + 1} (${lines} lines)`);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
      return found;
    });
    expect(long).toEqual([]);
  });
});
