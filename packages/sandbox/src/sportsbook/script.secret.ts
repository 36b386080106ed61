import { createHmac, createSecretKey, randomBytes, randomInt } from 'node:crypto';
import { Prng } from './prng.ts';
import { SCRIPT_PURPOSE, type ScriptSeed } from './match.script.ts';

/** A new world's secret: 32 random bytes, hex. Stored in the database, never served. */
export const newScriptKey = (): string => randomBytes(32).toString('hex');

/** A new world's seed when none was asked for (the CLI's --seed takes up to 9 digits). */
export const newWorldSeed = (): number => randomInt(1, 1_000_000_000);

/**
 * Where a world's match scripts take their randomness: from the secret key when the world has one
 * (HMAC-SHA256 of the event id, 128 bits of generator state per match), else from the seed, so a
 * world made with a seed a test or a developer asked for comes out the same every time.
 */
export function scriptSeedOf(seed: number, scriptKey: string | null): ScriptSeed {
  if (scriptKey === null) return seed;
  // A key object, made once: given the bytes, every HMAC checks and wraps them again, six times the
  // cost of the HMAC itself, and a large world makes one per match (a quarter of its start).
  const key = createSecretKey(Buffer.from(scriptKey, 'hex'));
  return (eventId) => {
    const id = Buffer.alloc(12);
    id.writeUInt32BE(SCRIPT_PURPOSE, 0);
    id.writeBigUInt64BE(BigInt(eventId), 4);
    const digest = createHmac('sha256', key).update(id).digest();
    return new Prng([digest.readUInt32BE(0), digest.readUInt32BE(4), digest.readUInt32BE(8), digest.readUInt32BE(12)]);
  };
}
