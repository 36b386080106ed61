import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { newToken, hashToken } from '../auth/token.ts';
import { formatMoney, fromMinor } from '../betting/betting.money.ts';
import { transaction } from '../db/database.ts';
import { NotificationType, type NewNotification } from '../db/notifications.repository.ts';
import type { Player, PlayersRepository } from '../db/players.repository.ts';
import { MoneyDirection, ProcessingStatus, RecordStatus, WAITING_STATUSES } from '../history/financial.enums.ts';
import type { FinancialRecord, FinancialRecordsRepository, NewFinancialRecord } from '../history/financial.repository.ts';
import { fail, ok, type Envelope } from '../http/envelope.ts';
import type { Locale } from '../i18n/locale.ts';
import { message } from '../i18n/messages.ts';
import { checkDetail } from './payment.detail.ts';
import { findMethod, type PaymentMethod } from './payment.methods.ts';
import { paymentReference } from './payment.reference.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** A payment request's answer is replayed for the same Idempotency-Key this long. */
export const PAYMENT_IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A payment page can be paid this long after the deposit asked for it. */
export const PAYMENT_PAGE_TTL_MS = 30 * 60 * 1000;
/** Where the payment pages live under the page origin. */
export const PAYMENT_PAGE_PATH = '/pay';

/** The operator's own account the transfer instructions name. */
const OPERATOR_ACCOUNT = { beneficiary: 'Oyna Ödeme Hizmetleri A.Ş.', iban: 'TR33 0006 1005 1978 6457 8413 26' };
const CRYPTO_ADDRESS: Readonly<Record<string, string>> = {
  TRC20: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  ERC20: '0x4e83362442b8d1bec281594cea3050c8eb01311c',
};

export interface PaymentRequest {
  id: number;
  target: 'pay';
  detail: Record<string, unknown>;
}

export interface PaymentsDeps {
  db: DatabaseSync;
  players: PlayersRepository;
  financial: FinancialRecordsRepository;
  orders: PaymentsRepository;
  notify(playerId: number, notification: NewNotification): void;
}

/** What a payment page shows: the payment, or why there is none to pay. */
export type PageState =
  | { kind: 'open'; record: FinancialRecord; locale: Locale }
  | { kind: 'paid' | 'cancelled' | 'expired'; record: FinancialRecord; locale: Locale }
  | { kind: 'unknown' };

/**
 * Deposits and withdrawals. Every movement of money and the record that explains it are one SQLite
 * transaction, and every record moves on only from the status it was read in, so a page confirmed
 * twice, or a withdrawal racing a bet for the same money, moves money once.
 */
/** The request as one text whatever order the client wrote the detail's fields in: a retry is the same request. */
function canonicalRequest({ id, target, detail }: PaymentRequest): string {
  return JSON.stringify([id, target, Object.entries(detail).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
}

export class PaymentsService {
  readonly #deps: PaymentsDeps;
  /** The origin the payment page URLs point at (set once the sandbox listens). */
  pageOrigin = 'http://127.0.0.1';

  constructor(deps: PaymentsDeps) {
    this.#deps = deps;
  }

  deposit(player: Player, request: PaymentRequest, locale: Locale, idempotencyKey?: string): Envelope<unknown> {
    return this.#once(player, 'deposit', request, locale, idempotencyKey, () => {
      const method = findMethod(request.id, MoneyDirection.Deposit);
      if (!method) return fail(message(locale, 'payments.unknownMethod', { id: request.id }));
      const { amountMinor, values } = checkDetail(method, request.detail, locale);
      const now = Date.now();
      const record = this.#insertReferenced(method, {
        playerId: player.id,
        direction: MoneyDirection.Deposit,
        amountMinor,
        status: method.flow === 'page' ? RecordStatus.Created : RecordStatus.Pending,
        createdAt: now,
      });
      if (method.flow === 'page') {
        const token = newToken();
        this.#deps.orders.insertOrder({ recordId: record.id, locale, page: { tokenHash: hashToken(token), expiresAt: now + PAYMENT_PAGE_TTL_MS } });
        return ok(`${this.pageOrigin}${PAYMENT_PAGE_PATH}/${token}`, message(locale, 'payments.pageOpened'));
      }
      this.#deps.orders.insertOrder({ recordId: record.id, locale, page: null });
      const amount = formatMoney(locale, amountMinor);
      const network = typeof values.Network === 'string' ? values.Network : null;
      const text = network
        ? message(locale, 'payments.cryptoInstructions', { amount, network, address: CRYPTO_ADDRESS[network] ?? '', reference: record.reference ?? '' })
        : message(locale, 'payments.transferInstructions', { amount, ...OPERATOR_ACCOUNT, reference: record.reference ?? '' });
      return ok({ reference: record.reference, status: record.status }, text);
    });
  }

  /** Records a pending withdrawal and reserves its amount: the balance must cover it. */
  withdraw(player: Player, request: PaymentRequest, locale: Locale, idempotencyKey?: string): Envelope<unknown> {
    return this.#once(player, 'withdraw', request, locale, idempotencyKey, () => {
      const method = findMethod(request.id, MoneyDirection.Withdraw);
      if (!method) return fail(message(locale, 'payments.unknownMethod', { id: request.id }));
      const { amountMinor } = checkDetail(method, request.detail, locale);
      if (!this.#deps.players.debit(player.id, amountMinor)) return fail(message(locale, 'payments.insufficientBalance'));
      const record = this.#insertReferenced(method, {
        playerId: player.id,
        direction: MoneyDirection.Withdraw,
        amountMinor,
        status: RecordStatus.Pending,
        createdAt: Date.now(),
      });
      this.#deps.orders.insertOrder({ recordId: record.id, locale, page: null });
      return ok(
        { reference: record.reference, status: record.status, balance: fromMinor(this.#deps.players.balanceMinor(player.id)) },
        message(locale, 'payments.withdrawRequested', { amount: formatMoney(locale, amountMinor), reference: record.reference ?? '' }),
      );
    });
  }

  /** What the payment page behind `token` shows now; an expired page's record is marked expired. */
  page(token: string): PageState {
    const { orders, financial } = this.#deps;
    const order = orders.orderByPage(hashToken(token));
    const record = order ? financial.findById(order.recordId) : null;
    if (!order?.page || !record) return { kind: 'unknown' };
    const { locale } = order;
    if (record.status === RecordStatus.Created && Date.now() > order.page.expiresAt) {
      financial.transition(record.id, RecordStatus.Created, RecordStatus.Created, ProcessingStatus.Expired, Date.now());
      return { kind: 'expired', record: financial.findById(record.id) ?? record, locale };
    }
    if (record.status === RecordStatus.Created) return { kind: record.processingStatus === ProcessingStatus.Expired ? 'expired' : 'open', record, locale };
    return { kind: record.status === RecordStatus.Confirmed ? 'paid' : 'cancelled', record, locale };
  }

  /** The payer confirmed on the page: the balance is credited once, however often the page is posted. */
  confirmPage(token: string): PageState {
    const state = this.page(token);
    if (state.kind !== 'open') return state;
    const { record } = state;
    const credited = transaction(this.#deps.db, () => {
      if (!this.#deps.financial.transition(record.id, RecordStatus.Created, RecordStatus.Confirmed, ProcessingStatus.Completed, Date.now())) return false;
      this.#deps.players.credit(record.playerId, record.amountMinor);
      return true;
    });
    if (credited) this.#notifySettled(record, true);
    return this.page(token);
  }

  cancelPage(token: string): PageState {
    const state = this.page(token);
    if (state.kind === 'open') this.#deps.financial.transition(state.record.id, RecordStatus.Created, RecordStatus.Cancelled, ProcessingStatus.Cancelled, Date.now());
    return this.page(token);
  }

  /**
   * The operator's decision on a waiting record (a test hook): an approved deposit is credited, a
   * rejected withdrawal's reserved amount returns to the balance. Null when it was not waiting.
   */
  settle(record: FinancialRecord, approve: boolean): FinancialRecord | null {
    const { db, financial, players } = this.#deps;
    // Only from a waiting status: a decision on a settled record moved it again and paid again
    // (a deposit approved twice was credited twice).
    if (!WAITING_STATUSES.has(record.status)) return null;
    const moved = transaction(db, () => {
      const status = approve ? RecordStatus.Confirmed : RecordStatus.Rejected;
      const processing = approve ? ProcessingStatus.Completed : ProcessingStatus.Cancelled;
      if (!financial.transition(record.id, record.status, status, processing, Date.now())) return false;
      const deposit = record.direction === MoneyDirection.Deposit;
      if (deposit && approve) players.credit(record.playerId, record.amountMinor);
      if (!deposit && !approve) players.credit(record.playerId, record.amountMinor);
      return true;
    });
    if (!moved) return null;
    this.#notifySettled(record, approve);
    return financial.findById(record.id);
  }

  /** Records a payment in progress with its method, and its reference made from the new record's id. */
  #insertReferenced(method: PaymentMethod, fields: Pick<NewFinancialRecord, 'playerId' | 'direction' | 'amountMinor' | 'status' | 'createdAt'>): FinancialRecord {
    const { financial } = this.#deps;
    const inserted = financial.insert({ ...fields, methodId: method.id, methodName: method.name, processingStatus: ProcessingStatus.Processing, reference: null });
    return financial.setReference(inserted.id, paymentReference(method.referencePrefix, inserted.id));
  }

  #notifySettled(record: FinancialRecord, approved: boolean): void {
    const locale = this.#deps.orders.orderOf(record.id)?.locale ?? 'tr';
    const deposit = record.direction === MoneyDirection.Deposit;
    const params = { amount: formatMoney(locale, record.amountMinor), method: record.methodName, reference: record.reference ?? '' };
    const [title, note] = deposit
      ? approved
        ? (['payments.depositTitle', 'payments.depositNote'] as const)
        : (['payments.depositRejectedTitle', 'payments.depositRejectedNote'] as const)
      : approved
        ? (['payments.withdrawTitle', 'payments.withdrawNote'] as const)
        : (['payments.withdrawRejectedTitle', 'payments.withdrawRejectedNote'] as const);
    this.#deps.notify(record.playerId, {
      title: message(locale, title),
      note: message(locale, note, params),
      type: deposit ? NotificationType.Deposit : NotificationType.Withdraw,
    });
  }

  /** Runs a request once per Idempotency-Key: the same key and body replay the first answer, another body is refused. */
  #once(player: Player, kind: string, request: PaymentRequest, locale: Locale, key: string | undefined, run: () => Envelope<unknown>): Envelope<unknown> {
    const { db, orders } = this.#deps;
    const bodyHash = createHash('sha256').update(`${kind}:${canonicalRequest(request)}`).digest('hex');
    return transaction(db, () => {
      if (key !== undefined) {
        const earlier = orders.findRequest(player.id, key, Date.now() - PAYMENT_IDEMPOTENCY_TTL_MS);
        if (earlier) return earlier.bodyHash === bodyHash ? (JSON.parse(earlier.answer) as Envelope<unknown>) : fail(message(locale, 'payments.keyReused'));
      }
      const answer = run();
      if (key !== undefined && answer.success) {
        const now = Date.now();
        orders.saveRequest(player.id, key, bodyHash, JSON.stringify(answer), now, now - PAYMENT_IDEMPOTENCY_TTL_MS);
      }
      return answer;
    });
  }
}
