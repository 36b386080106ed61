import type { FieldError } from '@oyna/sdk/forms';
import { isDropdownField, isIbanField, isNumericField, isTemplateMask, PaymentObjectType, type PaymentField } from '@oyna/sdk/payments';
import { SelectField } from '../shared/SelectField';
import { TextField } from '../shared/TextField';
import type { FeatureTranslate } from '../shared/featureMessages';
import { IbanField } from './IbanField';
import { MaskedField } from './MaskedField';
import { NumberField } from './NumberField';
import type { PaymentsMessageKey } from './payments.messages';

/** The lira sign before an amount. */
const LIRA = '₺';

export interface PaymentFieldInputProps {
  field: PaymentField;
  bind: { name: string; value: string; onChange(event: { target: { value: string } }): void; onBlur(): void };
  error: FieldError | undefined;
  tf: FeatureTranslate<PaymentsMessageKey>;
}

/**
 * One field of the server's list, by its type: a dropdown of its options, the masked Iban with
 * paste, an amount (Decimal) with the lira sign, whole numbers (Int, Long) with spin buttons, the
 * operator's mask, or text.
 */
export function PaymentFieldInput({ field, bind, error, tf }: PaymentFieldInputProps) {
  const label = field.label ?? field.key;
  if (isDropdownField(field)) {
    return (
      <SelectField
        {...bind}
        label={label}
        error={error}
        placeholder={tf('payments.choose')}
        options={(field.option ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
      />
    );
  }
  if (isIbanField(field)) return <IbanField {...bind} label={label} error={error} pasteLabel={tf('payments.pasteLabel')} />;
  if (field.mask && isTemplateMask(field.mask)) return <MaskedField {...bind} label={label} error={error} mask={field.mask} />;
  if (isNumericField(field)) {
    const money = field.objectType === PaymentObjectType.Decimal;
    return (
      <NumberField
        {...bind}
        label={label}
        error={error}
        decimals={money ? 2 : 0}
        leading={money ? LIRA : undefined}
        increaseLabel={tf('payments.increase', { field: label })}
        decreaseLabel={tf('payments.decrease', { field: label })}
      />
    );
  }
  return <TextField {...bind} label={label} error={error} autoComplete="off" />;
}
