import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('accepts the right password and refuses others', async () => {
    const stored = await hashPassword('demo12345');
    expect(await verifyPassword('demo12345', stored)).toBe(true);
    expect(await verifyPassword('demo12346', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so equal passwords are stored differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(a.hash).not.toContain('same-password');
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', { salt: 'ab', hash: 'plain:text' })).toBe(false);
  });

  it('never matches through the decoy used for unknown usernames', async () => {
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
