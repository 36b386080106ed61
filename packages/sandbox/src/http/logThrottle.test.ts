import { describe, expect, it } from 'vitest';
import { logThrottle } from './logThrottle.ts';

describe('logThrottle', () => {
  it('lets one line through per interval and says how many it held back', () => {
    let now = 1_000;
    const throttle = logThrottle(10_000, () => now);
    expect(throttle.take()).toBe(0);
    expect([throttle.take(), throttle.take(), throttle.take()]).toEqual([null, null, null]);
    now += 9_999;
    expect(throttle.take()).toBeNull();
    now += 1;
    expect(throttle.take()).toBe(4);
    now += 10_000;
    expect(throttle.take()).toBe(0);
  });
});
