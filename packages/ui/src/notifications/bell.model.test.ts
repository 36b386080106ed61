import { describe, expect, it } from 'vitest';
import { shouldShake } from './bell.model';

describe('bell shake', () => {
  it('does not shake when the bell first appears', () => {
    expect(shouldShake(undefined, 4)).toBe(false);
  });

  it('shakes when the count goes up or down', () => {
    expect(shouldShake(2, 3)).toBe(true);
    expect(shouldShake(3, 2)).toBe(true);
  });

  it('stays still when the count is unchanged', () => {
    expect(shouldShake(3, 3)).toBe(false);
  });
});
