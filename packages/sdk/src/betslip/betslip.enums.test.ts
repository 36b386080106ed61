import { describe, expect, it } from 'vitest';
import { BetStatus, BetslipType, OddsFormat, SelectionResult } from './betslip.enums';

describe('betslip enumerations', () => {
  it('use the numbers the sportsbook API sends', () => {
    expect(BetStatus).toEqual({
      None: 0, Accepted: 1, Returned: 2, Lost: 3, Won: 4, Cashout: 5, Rollback: 6, Processing: 7,
    });
    expect(SelectionResult).toEqual({ None: 0, Correct: 1, Wrong: 2, Pending: 3, Cancelled: 4 });
    expect(BetslipType).toEqual({ Single: 1, Multiple: 2 });
  });

  it('offers the three odds formats of the selector', () => {
    expect(Object.values(OddsFormat)).toEqual(['decimal', 'american', 'fractional']);
  });
});
