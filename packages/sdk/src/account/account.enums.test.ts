import { describe, expect, it } from 'vitest';
import { VerificationPage, WinBetType } from './account.enums';

describe('account enumerations', () => {
  it('use the numbers the API sends', () => {
    expect(WinBetType).toEqual({ Win: 1, Bet: 2 });
    expect(VerificationPage).toEqual({ NotVerified: 0, Verified: 1, Update: 2, VerificationCode: 3 });
  });
});
