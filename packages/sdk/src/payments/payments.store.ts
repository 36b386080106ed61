import { atom, type ReadableAtom } from 'nanostores';
import * as z from 'zod/mini';
import type { OynaClient } from '../client/createOyna';
import type { Loadable } from '../client/loadable';
import { createResource, type Resource } from '../client/resource';
import { actionFailure, NetworkError, type ActionFailure } from '../errors/oyna.errors';
import { fieldErrors, type FieldError } from '../forms/forms.errors';
import { serverFieldErrors } from '../forms/serverFields.errors';
import { paymentFormSchema } from './payment.form';
import type { PaymentField } from './paymentField.schema';
import type { PaymentMethod } from './paymentMethod.schema';
import { getPaymentMethods, postDeposit, postPaymentDetail, postWithdraw } from './payments.api';
import { MoneyDirection } from './payments.enums';
import { depositRedirectUrl, toPaymentPayload } from './payments.calc';
import { PAYMENT_DETAIL_FAILURE_CLOSE_MS, WITHDRAW_SUCCESS_CLOSE_MS } from './payments.constants';

/** The methods of one direction (the query): the list, or why there is none (an operator without the call). */
export type PaymentMethodsState = Loadable<readonly PaymentMethod[], MoneyDirection>;

/** A method the player picked: its id, which way the money goes, and the dialog's title (the caller's). */
export interface PaymentRequest {
  id: number;
  direction: MoneyDirection;
  title: string;
}

/**
 * The payment dialog: closed; loading the method's fields; the form (with the payment page kept for
 * 'continue' once a deposit answered one, and a deposit's instructions once it answered those);
 * closing a moment after a failed load or a withdrawal done (the toast shows meanwhile).
 */
export type PaymentDialogState =
  | { step: 'closed' }
  | { step: 'loading'; request: PaymentRequest }
  | { step: 'form'; request: PaymentRequest; fields: PaymentField[]; paymentUrl: string | null; notice: string | null }
  | { step: 'closing'; request: PaymentRequest };

/** What opening the dialog did: the fields loaded, none offered (`empty`: 'No data found'), or why not. */
export type PaymentOpenResult = { status: 'done'; fields: PaymentField[] } | { status: 'empty' } | ActionFailure;

/**
 * What submitting did: `redirect` opened the payment page in a new tab (`opened` false when the
 * browser blocked it: 'continue' opens it), `done` carries the server's words, or the form's rules or
 * the server refused.
 */
export type PaymentSubmitResult =
  | { status: 'redirect'; url: string; opened: boolean }
  | { status: 'done'; message: string }
  | { status: 'invalid'; errors: Record<string, FieldError> }
  | ActionFailure;

export interface Payments {
  /** The player's methods of a direction, loading when first listened to. */
  methods(direction: MoneyDirection): ReadableAtom<PaymentMethodsState>;
  readonly $dialog: ReadableAtom<PaymentDialogState>;
  /** Loads a direction's methods again (another language, after a failure). */
  loadMethods(direction: MoneyDirection): Promise<void>;
  /**
   * Opens the dialog for a method and loads its fields. A failure or an empty list closes it after
   * {@link PAYMENT_DETAIL_FAILURE_CLOSE_MS} (the spec's 100 ms), once the toast is up.
   */
  open(request: PaymentRequest): Promise<PaymentOpenResult>;
  /**
   * Sends the form: numbers for numeric fields and (withdraw: every; deposit: numeric) option ids. A
   * deposit answering a URL opens it in a new tab and keeps it for {@link Payments.continuePayment};
   * any other deposit answer is a message. A withdrawal done closes the dialog after
   * {@link WITHDRAW_SUCCESS_CLOSE_MS} (500 ms). One request at a time; a retry of the same form after
   * a lost answer reuses its Idempotency-Key, so the server acts once.
   */
  submit(values: unknown): Promise<PaymentSubmitResult>;
  /** 'continue': opens the kept payment page again; false when there is none or the browser blocked it. */
  continuePayment(): boolean;
  close(): void;
}

const PAYMENTS = Symbol('oyna.payments');

/** Deposits and withdrawals of a client: one per client, created on first use. */
export function paymentsOf(client: OynaClient): Payments {
  return client.domain(PAYMENTS, createPayments);
}

const busy = (): ActionFailure => actionFailure(new Error('A payment is already being sent.'));

function createPayments(client: OynaClient): Payments {
  const { platform } = client;
  const methods = new Map<MoneyDirection, Resource<readonly PaymentMethod[], MoneyDirection>>();
  const methodsOf = (direction: MoneyDirection) => {
    let list = methods.get(direction);
    if (!list) {
      list = createResource(client, (of: MoneyDirection, signal) => getPaymentMethods(client, of, signal), { autoLoad: () => direction });
      methods.set(direction, list);
    }
    return list;
  };
  const $dialog = atom<PaymentDialogState>({ step: 'closed' });
  let closeTimer: unknown = null;
  let sending = false;
  /** The last send whose answer never came: the same body again goes with the same key. */
  let unanswered: { body: string; key: string } | null = null;
  let opened = 0;

  const cancelClose = () => {
    if (closeTimer !== null) platform.clearTimeout(closeTimer);
    closeTimer = null;
  };
  client.track(cancelClose);
  const closeAfter = (ms: number, request: PaymentRequest) => {
    cancelClose();
    $dialog.set({ step: 'closing', request });
    closeTimer = platform.setTimeout(() => {
      closeTimer = null;
      $dialog.set({ step: 'closed' });
    }, ms);
  };
  const openTab = (url: string) => platform.openTab?.(url) ?? false;

  return {
    methods: (direction) => methodsOf(direction).$state,
    $dialog,
    loadMethods: (direction) => methodsOf(direction).load(direction),
    async open(request) {
      cancelClose();
      unanswered = null;
      const ticket = ++opened;
      $dialog.set({ step: 'loading', request });
      let result: PaymentOpenResult;
      try {
        const fields = await postPaymentDetail(client, request.id, request.direction);
        result = fields.length > 0 ? { status: 'done', fields } : { status: 'empty' };
      } catch (error) {
        result = actionFailure(error);
      }
      // Closed, or opened for another method, while this one loaded.
      if (ticket !== opened || $dialog.get().step !== 'loading') return result;
      if (result.status === 'done') $dialog.set({ step: 'form', request, fields: result.fields, paymentUrl: null, notice: null });
      else closeAfter(PAYMENT_DETAIL_FAILURE_CLOSE_MS, request);
      return result;
    },
    async submit(values) {
      const state = $dialog.get();
      if (state.step !== 'form') return actionFailure(new Error('The payment form is not open.'));
      if (sending) return busy();
      const parsed = z.safeParse(paymentFormSchema(state.fields), values);
      if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error) };
      const { request, fields } = state;
      const payload = toPaymentPayload({ id: request.id, fields, values: parsed.data });
      const body = JSON.stringify(payload);
      const key = unanswered?.body === body ? unanswered.key : platform.randomId();
      const deposit = request.direction === MoneyDirection.Deposit;
      sending = true;
      try {
        const answer = await (deposit ? postDeposit : postWithdraw)(client, payload, key);
        unanswered = null;
        client.emit('balanceChanged', undefined);
        const current = $dialog.get();
        const stillOpen = current.step === 'form' && current.request === request;
        if (!deposit) {
          if (stillOpen) closeAfter(WITHDRAW_SUCCESS_CLOSE_MS, request);
          return { status: 'done', message: answer.message };
        }
        const url = depositRedirectUrl(answer.data);
        if (url === null) {
          if (stillOpen) $dialog.set({ ...current, notice: answer.message || null });
          return { status: 'done', message: answer.message };
        }
        if (stillOpen) $dialog.set({ ...current, paymentUrl: url, notice: null });
        return { status: 'redirect', url, opened: openTab(url) };
      } catch (error) {
        unanswered = error instanceof NetworkError ? { body, key } : null;
        // A field the server refused (an amount under the method's minimum) is shown under that field.
        const named = serverFieldErrors(error, fields.map((field) => field.key), 'detail.');
        return Object.keys(named).length > 0 ? { status: 'invalid', errors: named } : actionFailure(error);
      } finally {
        sending = false;
      }
    },
    continuePayment() {
      const state = $dialog.get();
      return state.step === 'form' && state.paymentUrl !== null ? openTab(state.paymentUrl) : false;
    },
    close() {
      cancelClose();
      unanswered = null;
      $dialog.set({ step: 'closed' });
    },
  };
}
