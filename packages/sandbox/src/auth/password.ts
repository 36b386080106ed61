import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters (OWASP's interactive-login minimum), stored with every hash. */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

export interface PasswordHash {
  salt: string;
  hash: string;
}

function derive(password: string, salt: string, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), Buffer.from(salt, 'hex'), KEY_LENGTH, cost, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16).toString('hex');
  const key = await derive(password, salt, COST);
  return { salt, hash: `scrypt$${COST.N}$${COST.r}$${COST.p}$${key.toString('hex')}` };
}

/** Checks a password in constant time; false for a malformed stored hash. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const [scheme, n, r, p, hex] = stored.hash.split('$');
  if (scheme !== 'scrypt' || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = await derive(password, stored.salt, { N: Number(n), r: Number(r), p: Number(p) });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let decoy: Promise<PasswordHash> | undefined;

/**
 * Spends the same time as a real check, so an unknown username cannot be told apart from a wrong
 * password by how long the answer takes.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
