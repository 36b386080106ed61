import { describe, expect, it } from 'vitest';
import { pickLocale } from './locale.ts';

describe('pickLocale', () => {
  it.each([
    [undefined, 'tr'],
    ['', 'tr'],
    ['tr', 'tr'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['en-US,en;q=0.9,tr;q=0.8', 'en'],
    ['tr-TR,tr;q=0.9,en;q=0.8', 'tr'],
    ['de-DE,en;q=0.5', 'en'],
    ['en;q=0.3, tr;q=0.7', 'tr'],
    ['fr, de', 'tr'],
    ['en;q=0', 'tr'],
  ])('%s → %s', (header, expected) => {
    expect(pickLocale(header)).toBe(expected);
  });
});
