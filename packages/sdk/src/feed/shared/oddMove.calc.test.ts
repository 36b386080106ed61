import { describe, expect, it } from 'vitest';
import { oddMove } from './oddMove.calc';

describe('oddMove', () => {
  it('says which way a known odd moved', () => {
    expect(oddMove(1.85, 1.9)).toBe('up');
    expect(oddMove(1.85, 1.8)).toBe('down');
  });

  it('says nothing for a first sight, no change, or an odd taken off', () => {
    expect(oddMove(undefined, 1.9)).toBeNull();
    expect(oddMove(1.85, 1.85)).toBeNull();
    expect(oddMove(1.85, 0)).toBeNull();
    expect(oddMove(0, 1.5)).toBeNull();
  });
});
