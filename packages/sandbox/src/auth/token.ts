import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque bearer token: 32 random bytes, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a leaked database holds no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
