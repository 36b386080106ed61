import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './contentEncoding.ts';

describe('preferredEncoding', () => {
  it('prefers brotli when both are welcome', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
  });
  it('honours q-values, refusals and wildcards', () => {
    expect(preferredEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8', ['br', 'gzip'])).toBe('gzip');
    expect(preferredEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(preferredEncoding('*;q=0, identity', ['br', 'gzip'])).toBeNull();
  });
  it('gives nothing to a client that asks for nothing, or for what is not on offer', () => {
    expect(preferredEncoding(undefined, ['br', 'gzip'])).toBeNull();
    expect(preferredEncoding('deflate', ['br', 'gzip'])).toBeNull();
    expect(preferredEncoding('br', ['gzip'])).toBeNull();
  });
});
