import type { DatabaseSync } from 'node:sqlite';
import { WAITING_STATUSES, type MoneyDirection, type ProcessingStatus, type RecordStatus } from './financial.enums.ts';
import type { TimeRange } from './history.schemas.ts';

/** A deposit or withdrawal as the books keep it (table `financial_records`, migration 8). */
export interface FinancialRecord {
  id: number;
  playerId: number;
  direction: MoneyDirection;
  /** Kuruş, above 0. */
  amountMinor: number;
  /** The payment method's id (`payment/detail`'s `id`), when it came through one. */
  methodId: number | null;
  /** The method's name as the player saw it (`Papara`, `Havale/EFT`). */
  methodName: string;
  status: RecordStatus;
  processingStatus: ProcessingStatus;
  /** The method's own reference for the payment, when it gave one. */
  reference: string | null;
  createdAt: number;
  updatedAt: number;
}

export type NewFinancialRecord = Omit<FinancialRecord, 'id' | 'updatedAt'> & { updatedAt?: number };

export interface FinancialPageQuery {
  range: TimeRange;
  direction: MoneyDirection | null;
  skip: number;
  take: number;
}

const toRecord = (row: Record<string, unknown>): FinancialRecord => ({
  id: Number(row.id),
  playerId: Number(row.player_id),
  direction: Number(row.direction) as MoneyDirection,
  amountMinor: Number(row.amount_minor),
  methodId: row.method_id === null ? null : Number(row.method_id),
  methodName: String(row.method_name),
  status: Number(row.status) as RecordStatus,
  processingStatus: Number(row.processing_status) as ProcessingStatus,
  reference: row.reference === null ? null : String(row.reference),
  createdAt: Number(row.created_at_ms),
  updatedAt: Number(row.updated_at_ms),
});

/** Players' deposits and withdrawals: what Financial History lists, and where the money calls write. */
export class FinancialRecordsRepository {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  insert(record: NewFinancialRecord): FinancialRecord {
    const row = this.#db
      .prepare(
        `INSERT INTO financial_records (player_id, direction, amount_minor, method_id, method_name, status, processing_status,
           reference, created_at_ms, updated_at_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        record.playerId,
        record.direction,
        record.amountMinor,
        record.methodId,
        record.methodName,
        record.status,
        record.processingStatus,
        record.reference,
        record.createdAt,
        record.updatedAt ?? record.createdAt,
      );
    if (!row) throw new Error('financial record vanished right after insert');
    return toRecord(row);
  }

  /** Moves a record on (confirmed, rejected, expired ...); false when it is not the player's. */
  update(playerId: number, id: number, status: RecordStatus, processingStatus: ProcessingStatus, at: number): boolean {
    const { changes } = this.#db
      .prepare('UPDATE financial_records SET status = ?, processing_status = ?, updated_at_ms = ? WHERE id = ? AND player_id = ?')
      .run(status, processingStatus, at, id, playerId);
    return Number(changes) === 1;
  }

  findById(id: number): FinancialRecord | null {
    const row = this.#db.prepare('SELECT * FROM financial_records WHERE id = ?').get(id);
    return row ? toRecord(row) : null;
  }

  /** The player's newest record waiting on the operator or the payer (Pending or Created), if any. */
  newestOpen(playerId: number): FinancialRecord | null {
    const row = this.#db
      .prepare(`SELECT * FROM financial_records WHERE player_id = ? AND status IN (${[...WAITING_STATUSES].join(', ')}) ORDER BY created_at_ms DESC, id DESC LIMIT 1`)
      .get(playerId);
    return row ? toRecord(row) : null;
  }

  /**
   * Moves a record on only while it still has the status `from`: of two moves racing for one record
   * (a page confirmed twice, approved while cancelled) exactly one wins; false for the other.
   */
  transition(id: number, from: RecordStatus, status: RecordStatus, processingStatus: ProcessingStatus, at: number): boolean {
    const { changes } = this.#db
      .prepare('UPDATE financial_records SET status = ?, processing_status = ?, updated_at_ms = MAX(created_at_ms, ?) WHERE id = ? AND status = ?')
      .run(status, processingStatus, at, id, from);
    return Number(changes) === 1;
  }

  /** Gives a record its reference once it has an id; `UNIQUE` refuses one another record has. */
  setReference(id: number, reference: string): FinancialRecord {
    const row = this.#db.prepare('UPDATE financial_records SET reference = ? WHERE id = ? RETURNING *').get(reference, id);
    if (!row) throw new Error(`no financial record ${id}`);
    return toRecord(row);
  }

  /** A page of the player's records made within the range, one direction or both, newest first. */
  page(playerId: number, { range, direction, skip, take }: FinancialPageQuery): { total: number; items: FinancialRecord[] } {
    const where = `player_id = :player AND (:direction IS NULL OR direction = :direction)
      AND (:from IS NULL OR created_at_ms >= :from) AND (:to IS NULL OR created_at_ms < :to)`;
    const params = { player: playerId, direction, from: range.from, to: range.to };
    const total = Number(this.#db.prepare(`SELECT COUNT(*) AS n FROM financial_records WHERE ${where}`).get(params)?.n ?? 0);
    const rows = this.#db
      .prepare(`SELECT * FROM financial_records WHERE ${where} ORDER BY created_at_ms DESC, id DESC LIMIT :take OFFSET :skip`)
      .all({ ...params, take, skip });
    return { total, items: rows.map(toRecord) };
  }
}
