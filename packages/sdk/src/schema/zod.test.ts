import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { object } from './zod';

const src = fileURLToPath(new URL('..', import.meta.url));
const sources = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(join(src, file), 'utf8') }));

describe('zod in the SDK', () => {
  it('runs jitless once any object schema can exist', () => {
    expect(object).toBeTypeOf('function');
    expect(config().jitless).toBe(true);
  });

  it('builds every object schema after the jitless switch, and only with zod/mini', () => {
    const offenders = sources.filter(
      ({ text }) => /\bz\s*\.\s*(object|strictObject|looseObject)\s*\(/.test(text) || /from 'zod'/.test(text),
    );
    expect(offenders.map(({ file }) => file)).toEqual([]);
  });

  it('falls back with orDefault, never zod\'s catch (which keeps all of zod\'s util module in a bundle)', () => {
    expect(sources.filter(({ text }) => /\bz\s*\.\s*catch\s*\(/.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
