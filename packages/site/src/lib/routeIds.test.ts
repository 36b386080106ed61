import { describe, expect, it } from 'vitest';
import { routeId } from './routeIds';

describe('route ids', () => {
  it('reads positive whole numbers', () => {
    expect(routeId('1')).toBe(1);
    expect(routeId('6043901200')).toBe(6043901200);
  });

  it('refuses anything else', () => {
    for (const value of [undefined, '', '0', '-1', '1.5', '01', '1e3', ' 1', 'abc', '99999999999999999']) {
      expect(routeId(value)).toBeNull();
    }
  });
});
