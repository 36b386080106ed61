import { useStore } from '@nanostores/react';
import { formatTry } from '@oyna/sdk/i18n';
import { MoneyDirection, paymentsOf, type PaymentMethod } from '@oyna/sdk/payments';
import { useEffect } from 'react';
import { openDialog } from '../dialog/dialog.store';
import { useLocale, useOyna } from '../provider/hooks';
import { Button } from '../shared/Button';
import { useFeatureT } from '../shared/useFeatureT';
import * as css from './PaymentMethodsPage.css';
import { paymentsMessages } from './payments.messages';

/**
 * A dashboard page of payment methods, one direction's: a grid of the operator's methods with their
 * limits; choosing one opens the payment dialog (loaded then) titled with the method's name.
 */
export function PaymentMethodsPage({ direction }: { direction: MoneyDirection }) {
  const payments = paymentsOf(useOyna());
  const tf = useFeatureT(paymentsMessages);
  const locale = useLocale();
  const state = useStore(payments.methods(direction));
  const deposit = direction === MoneyDirection.Deposit;

  useEffect(() => {
    void payments.loadMethods(direction);
  }, [payments, direction, locale]);

  const limits = (method: PaymentMethod) =>
    method.min != null && method.max != null
      ? // Lira amounts read the market's way in every language, as the balance and the histories do.
        tf('payments.limits', { min: formatTry(method.min), max: formatTry(method.max) })
      : null;

  return (
    <section className={css.page} aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title" className={css.intro}>
        {tf(deposit ? 'payments.deposit.intro' : 'payments.withdraw.intro')}
      </h2>
      {state.status === 'idle' || state.status === 'loading' ? (
        <ul className={css.grid} aria-busy="true" aria-label={tf('payments.methods')}>
          {[0, 1, 2].map((slot) => (
            <li key={slot} className={css.skeleton} />
          ))}
        </ul>
      ) : state.status === 'ready' && state.value.length > 0 ? (
        <ul className={css.grid} aria-label={tf('payments.methods')}>
          {state.value.map((method) => (
            <li key={method.id}>
              <button
                type="button"
                className={css.method}
                aria-haspopup="dialog"
                onClick={() => openDialog('payment', { id: method.id, direction, title: method.name })}
              >
                <span className={css.name}>{method.name}</span>
                {method.description ? <span className={css.description}>{method.description}</span> : null}
                {limits(method) ? <span className={css.limits}>{limits(method)}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.problem} role="status">
          {tf(state.status === 'ready' ? 'payments.noMethods' : 'payments.methodsFailed')}
          {state.status === 'ready' ? null : (
            <Button tone="secondary" size="sm" onClick={() => void payments.loadMethods(direction)}>
              {tf('payments.retry')}
            </Button>
          )}
        </p>
      )}
    </section>
  );
}

/** Deposit Money (`/dashboard/deposit`). */
export const DepositPage = () => <PaymentMethodsPage direction={MoneyDirection.Deposit} />;

/** Withdraw Money (`/dashboard/withdraw`). */
export const WithdrawPage = () => <PaymentMethodsPage direction={MoneyDirection.Withdraw} />;
