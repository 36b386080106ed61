import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrations.ts';
import { applySeed } from '../db/seed.ts';
import { MoneyDirection, ProcessingStatus, RecordStatus } from './financial.enums.ts';
import { FinancialRecordsRepository, type NewFinancialRecord } from './financial.repository.ts';

let db: DatabaseSync;
let financial: FinancialRecordsRepository;
let record: NewFinancialRecord;
beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db);
  financial = new FinancialRecordsRepository(db);
  // The seed's players with stand-in hashes: no password is checked here.
  applySeed(db, { passwords: Array.from({ length: 10 }, () => ({ salt: 'salt', hash: 'hash' })) });
  record = {
    playerId: 1,
    direction: MoneyDirection.Deposit,
    amountMinor: 10_000,
    methodId: 1,
    methodName: 'Havale/EFT',
    status: RecordStatus.Pending,
    processingStatus: ProcessingStatus.Processing,
    reference: 'EFT-9DF980',
    createdAt: 1,
  };
});
afterEach(() => db.close());

describe('payment references in the books', () => {
  it('refuses a reference another record has', () => {
    financial.insert(record);
    expect(() => financial.insert(record)).toThrow(/UNIQUE/);
    expect(() => financial.setReference(financial.insert({ ...record, reference: null }).id, 'EFT-9DF980')).toThrow(/UNIQUE/);
    financial.insert({ ...record, reference: null });
  });

  it('keeps both records of a reference repeated before the index, each with its own', () => {
    db.exec("DROP INDEX financial_records_reference; DELETE FROM schema_migrations WHERE version = 10");
    const [first, second] = [financial.insert(record), financial.insert(record)];
    expect(migrate(db)).toEqual([10]);
    expect([financial.findById(first.id)?.reference, financial.findById(second.id)?.reference]).toEqual([
      `EFT-9DF980-${first.id}`,
      `EFT-9DF980-${second.id}`,
    ]);
  });
});
