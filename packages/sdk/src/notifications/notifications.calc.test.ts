import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NotificationType } from './notifications.enums';
import { notificationIcon, unreadBadge } from './notifications.calc';

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
    expect(notificationIcon(NotificationType.Bonus)).toBe('bonus');
    expect(notificationIcon(NotificationType.Deposit)).toBe('deposit');
    expect(notificationIcon(NotificationType.Withdraw)).toBe('withdraw');
    expect(notificationIcon(NotificationType.Jackpot)).toBe('system');
    expect(notificationIcon(NotificationType.System)).toBe('system');
    expect(notificationIcon(42)).toBe('system');
  });
});
