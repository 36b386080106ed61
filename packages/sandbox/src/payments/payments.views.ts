import { fromMinor } from '../betting/betting.money.ts';
import type { Locale } from '../i18n/locale.ts';
import type { FinancialRecord } from '../history/financial.repository.ts';
import type { MethodField, PaymentMethod } from './payment.methods.ts';

/** A method in GET payment/methods: limits in TRY, words in the request's language. */
export const methodJson = (method: PaymentMethod, locale: Locale) => ({
  id: method.id,
  name: method.name,
  description: method.description[locale],
  min: fromMinor(method.minMinor),
  max: fromMinor(method.maxMinor),
  kind: method.flow,
});

/** A field as payment/detail sends it: the spec's key, objectType, option and mask, plus a label. */
export const fieldJson = (field: MethodField, locale: Locale) => ({
  key: field.key,
  objectType: field.objectType,
  option: field.option ?? null,
  mask: field.mask ?? null,
  label: field.label[locale],
});

export const paymentRecordJson = (record: FinancialRecord) => ({
  id: record.id,
  direction: record.direction,
  amount: fromMinor(record.amountMinor),
  method: record.methodName,
  status: record.status,
  processingStatus: record.processingStatus,
  reference: record.reference,
});
