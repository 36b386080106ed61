import { describe, expect, it } from 'vitest';
import { SandboxClock } from './clock.ts';

describe('SandboxClock', () => {
  it('runs with real time plus the offset it was advanced by', () => {
    let real = 1_000;
    const clock = new SandboxClock(undefined, () => real);
    clock.advance(600);
    real += 50;
    expect(clock.now()).toBe(1_650);
  });

  it('stands still when frozen until advanced, and runs on from there when thawed', () => {
    let real = 1_000;
    const clock = new SandboxClock(undefined, () => real);
    clock.freeze(true);
    real += 500;
    expect(clock.now()).toBe(1_000);
    clock.advance(60_000);
    expect(clock.now()).toBe(61_000);
    clock.freeze(false);
    real += 10;
    expect(clock.now()).toBe(61_010);
    expect(clock.frozen).toBe(false);
  });
});
