import { describe, expect, it } from 'vitest';
import { FieldDataType, MoneyDirection, PaymentRecordStatus, ProcessingStatus } from './payments.enums';

describe('payment enumerations', () => {
  it('use the numbers the API sends', () => {
    expect(PaymentRecordStatus).toEqual({
      None: 0, Confirmed: 1, Pending: 2, Merged: 3, Rejected: 4, Cancelled: 5, Created: 6,
    });
    expect(MoneyDirection).toEqual({ Deposit: 1, Withdraw: 2 });
    expect(ProcessingStatus).toEqual({ Processing: 1, Completed: 2, Cancelled: 3, Expired: 4 });
    expect(FieldDataType).toEqual({
      String: 1, Int: 2, Long: 3, Decimal: 4, Bool: 5, DateTime: 6, Dropdown: 7,
    });
  });
});
