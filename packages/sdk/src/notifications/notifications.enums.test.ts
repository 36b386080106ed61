import { describe, expect, it } from 'vitest';
import { NotificationType } from './notifications.enums';

describe('NotificationType', () => {
  it('uses the numbers the API sends', () => {
    expect(NotificationType).toEqual({ Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 });
  });
});
