import { useStore } from '@nanostores/react';
import { paymentFormSchema } from '@oyna/sdk/payments';
import { MoneyDirection, paymentsOf, type PaymentField, type PaymentRequest } from '@oyna/sdk/payments';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from '../dialog/Dialog';
import { closeDialogs } from '../dialog/dialog.store';
import { useOyna, useT } from '../provider/hooks';
import { Button } from '../shared/Button';
import { Spinner } from '../shared/Spinner';
import { useFeatureT } from '../shared/useFeatureT';
import { usePending } from '../shared/usePending';
import { useZodForm } from '../shared/useZodForm';
import { focusNamed } from '../shared/focusNamed';
import { toastError } from '../toast/toast.error';
import { toastOutcome } from '../toast/toast.outcome';
import { toast } from '../toast/toast.store';
import { PaymentFieldInput } from './PaymentFieldInput';
import * as css from './PaymentDialog.css';
import { paymentsMessages } from './payments.messages';

/**
 * The dynamic deposit or withdraw dialog (`openDialog('payment', { id, direction, title })`): the
 * method's fields from the server, every one required, submit disabled until the form is valid. A
 * deposit's payment page opens in a new tab and 'Continue' opens it again; instructions stay in view;
 * a failed or empty field list closes the dialog after 100 ms, a withdrawal done after 500 ms.
 */
export function PaymentDialog(request: PaymentRequest) {
  const client = useOyna();
  const t = useT();
  const tf = useFeatureT(paymentsMessages);
  const payments = paymentsOf(client);
  const state = useStore(payments.$dialog);
  const { id, direction, title } = request;

  useEffect(() => {
    let active = true;
    const stop = payments.$dialog.listen((next) => {
      if (next.step === 'closed') closeDialogs();
    });
    void payments.open({ id, direction, title }).then((result) => {
      if (!active) return;
      if (result.status === 'empty') toast.error(tf('payments.noData'));
      else if (result.status === 'refused') toast.error(result.message.trim() ? result.message : { key: 'error.unknown' });
      else if (result.status === 'failed') toastError(result.error);
    });
    return () => {
      active = false;
      stop();
      payments.close();
    };
    // tf changes with the language only; the dialog is opened afresh for another method.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payments, id, direction, title]);

  return (
    <Dialog title={title} size="sm">
      {state.step === 'form' ? (
        <PaymentForm fields={state.fields} deposit={direction === MoneyDirection.Deposit} paymentUrl={state.paymentUrl} notice={state.notice} />
      ) : (
        <p className={css.loading} role="status">
          <Spinner />
          {t('common.loading')}
        </p>
      )}
    </Dialog>
  );
}

interface PaymentFormProps {
  fields: PaymentField[];
  deposit: boolean;
  paymentUrl: string | null;
  notice: string | null;
}

function PaymentForm({ fields, deposit, paymentUrl, notice }: PaymentFormProps) {
  const client = useOyna();
  const tf = useFeatureT(paymentsMessages);
  const payments = paymentsOf(client);
  const schema = useMemo(() => paymentFormSchema(fields), [fields]);
  const form = useZodForm<string, Record<string, string | number>>(schema, Object.fromEntries(fields.map((field) => [field.key, ''])));
  const valid = schema.safeParse(form.values).success;
  const { pending, run } = usePending();
  const [blocked, setBlocked] = useState(false);
  // Once the request is made (instructions shown, or a payment page to continue on), pressing again
  // would open a second pending request for the same money: the dialog is opened afresh for another.
  const requested = notice !== null || paymentUrl !== null;

  const formRef = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(() =>
    run(async () => {
      const result = await payments.submit(form.values);
      if (result.status === 'redirect') setBlocked(!result.opened);
      else if (result.status === 'invalid') {
        // The server refused a field (an amount under the minimum): its words go under it, focus to it.
        form.showErrors(result.errors);
        focusNamed(formRef.current, Object.keys(result.errors)[0] ?? '');
      } else toastOutcome(result);
    }),
  );

  return (
    <form ref={formRef} className={css.form} onSubmit={submit} noValidate>
      {fields.map((field) => (
        <PaymentFieldInput key={field.key} field={field} bind={form.field(field.key)} error={form.errorOf(field.key)} tf={tf} />
      ))}
      {notice ? (
        <p className={css.notice} role="status">
          {notice}
        </p>
      ) : null}
      {paymentUrl ? (
        <p className={css.notice} role="status">
          {tf(blocked ? 'payments.blocked' : 'payments.continueHint')}
        </p>
      ) : null}
      <div className={css.actions}>
        <Button type="submit" tone="primary" block disabled={!valid || pending || requested} aria-busy={pending || undefined}>
          {pending ? <Spinner /> : null}
          {tf(deposit ? 'payments.deposit.submit' : 'payments.withdraw.submit')}
        </Button>
        {paymentUrl ? (
          <Button tone="secondary" block onClick={() => setBlocked(!payments.continuePayment())}>
            {tf('payments.continue')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
