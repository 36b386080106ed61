import * as z from 'zod/mini';
import { object, type Schema } from '../schema/zod';
import { anonTokenSchema, authDataSchema } from '../client/auth.schema';
import type { OynaClient } from '../client/createOyna';
import { StorageKey } from '../platform/storage.keys';
import { HANDOFF_MESSAGE_TYPE } from './session.constants';

const handoffMessageSchema = object({
  type: z.literal(HANDOFF_MESSAGE_TYPE),
  data: z.record(z.string(), z.unknown()),
});

/** The only keys a parent may write, each with the shape it must have. */
const acceptedKeys: ReadonlyArray<[StorageKey, Schema<unknown>]> = [
  [StorageKey.authData, authDataSchema],
  [StorageKey.anonToken, anonTokenSchema],
  [StorageKey.fingerprint, z.string().check(z.minLength(1), z.maxLength(200))],
  [StorageKey.lang, z.string().check(z.regex(/^[a-z]{2}(-[A-Z]{2})?$/))],
];

function decode(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * Accepts a login handed over by the embedding window: only from a trusted origin, only from the
 * parent window, only in the expected shape. Storage is cleared first, then known keys are written.
 * Returns a function that stops listening.
 */
export function listenForHandoff(client: OynaClient, onAccepted?: () => void): () => void {
  const { platform, config, storage } = client;
  return platform.onMessage((message) => {
    if (!platform.parent || message.source !== platform.parent) return;
    if (!config.trustedOrigins.includes(message.origin)) return;
    const parsed = handoffMessageSchema.safeParse(message.data);
    if (!parsed.success) return;
    storage.clearAll();
    for (const [key, schema] of acceptedKeys) {
      if (!(key in parsed.data.data)) continue;
      const value = z.safeParse(schema, decode(parsed.data.data[key]));
      if (!value.success) continue;
      if (typeof value.data === 'string') storage.writeText(key, value.data);
      else storage.writeJson(key, value.data);
    }
    client.reloadFromStorage();
    onAccepted?.();
  });
}
