import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { object, type Schema } from '../schema/zod';
import { fieldErrors } from './forms.errors';
import { requiredText, exactText } from './rules.schema';

const errorOf = (schema: Schema<unknown>, value: unknown) => {
  const result = z.safeParse(schema, value);
  if (result.success) throw new Error('expected the value to be refused');
  return fieldErrors(result.error);
};

describe('fieldErrors', () => {
  it('reports a blank field as required, not as too short', () => {
    expect(errorOf(object({ username: requiredText(3, 35) }), { username: '' })).toEqual({
      username: { key: 'validation.required', params: {} },
    });
  });

  it('carries the bound of a length rule as a translation parameter', () => {
    const schema = object({ a: requiredText(3, 35), b: requiredText(3, 35), c: exactText(6) });
    expect(errorOf(schema, { a: 'ab', b: 'x'.repeat(36), c: '12345' })).toEqual({
      a: { key: 'validation.minLength', params: { min: 3 } },
      b: { key: 'validation.maxLength', params: { max: 35 } },
      c: { key: 'validation.exactLength', params: { length: 6 } },
    });
  });

  it('keys nested problems by dotted path', () => {
    const schema = object({ contacts: z.array(object({ contact: requiredText(5, 30) })) });
    expect(errorOf(schema, { contacts: [{ contact: 'hello' }, { contact: 'abc' }] })).toEqual({
      'contacts.1.contact': { key: 'validation.minLength', params: { min: 5 } },
    });
  });

  it('gives generic keys to issues raised without a catalogue key', () => {
    const schema = object({ n: z.number(), list: z.array(z.number()).check(z.maxLength(1)), kind: z.enum(['a']) });
    expect(errorOf(schema, { list: [1, 2], kind: 'b' })).toEqual({
      n: { key: 'validation.required', params: {} },
      list: { key: 'validation.maxItems', params: { max: 1 } },
      kind: { key: 'validation.option', params: {} },
    });
  });
});
