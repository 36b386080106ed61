import { expect } from 'vitest';
import * as z from 'zod/mini';

/** Fields the sandbox sends that the parsed value lost: names the SDK's schemas do not know. */
function unknownFields(sent: unknown, read: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(read)) return sent.flatMap((item, index) => unknownFields(item, read[index], `${path}[${index}]`));
  if (sent === null || typeof sent !== 'object' || read === null || typeof read !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in read ? unknownFields(value, (read as Record<string, unknown>)[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

/** Parses a sandbox answer with an SDK schema and fails on any field the schema does not know. */
export function read<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
  const parsed = z.parse(schema, data);
  expect(unknownFields(data, parsed)).toEqual([]);
  return parsed;
}
