import { describe, expect, it } from 'vitest';
import { scriptHash } from './serverCoverScript';

describe('cover script hash', () => {
  it('is the base64 SHA-256 source expression browsers match inline scripts against', () => {
    // Known vector: CSP Level 3 §8.3, sha256 of "alert('Hello, world.');"
    expect(scriptHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });
});
