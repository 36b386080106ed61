/** Status of a deposit or withdraw record in the financial history. */
export const PaymentRecordStatus = {
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
} as const;
export type PaymentRecordStatus = (typeof PaymentRecordStatus)[keyof typeof PaymentRecordStatus];

export const MoneyDirection = { Deposit: 1, Withdraw: 2 } as const;
export type MoneyDirection = (typeof MoneyDirection)[keyof typeof MoneyDirection];

export const ProcessingStatus = { Processing: 1, Completed: 2, Cancelled: 3, Expired: 4 } as const;
export type ProcessingStatus = (typeof ProcessingStatus)[keyof typeof ProcessingStatus];

/** Data type of a server-described field, as a number. */
export const FieldDataType = {
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const;
export type FieldDataType = (typeof FieldDataType)[keyof typeof FieldDataType];
