import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NotificationType } from './notifications.enums';
import { notificationIconFor, unreadBadge } from './notifications.calc';

describe('unreadBadge', () => {
  it('is empty with nothing unread, counts to 8 and then shows 9+', () => {
    expect([0, 1, 8, 9, 10, 250].map(unreadBadge)).toEqual(['', '1', '8', '9+', '9+', '9+']);
  });

  it('never grows beyond two characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1e9 }), (count) => {
        const badge = unreadBadge(count);
        expect(badge.length).toBeLessThanOrEqual(2);
        expect(badge === '').toBe(count <= 0);
      }),
    );
  });
});

describe('notificationIcon', () => {
  it('has icons for Bonus, Deposit and Withdraw and the system icon for the rest', () => {
    expect(notificationIconFor(NotificationType.Bonus)).toBe('bonus');
    expect(notificationIconFor(NotificationType.Deposit)).toBe('deposit');
    expect(notificationIconFor(NotificationType.Withdraw)).toBe('withdraw');
    expect(notificationIconFor(NotificationType.Jackpot)).toBe('system');
    expect(notificationIconFor(NotificationType.System)).toBe('system');
    expect(notificationIconFor(42)).toBe('system');
  });
});
