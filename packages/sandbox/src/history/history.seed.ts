import type { DatabaseSync } from 'node:sqlite';
import { hashToken, newToken } from '../auth/token.ts';
import { flyCrash, spinSlot, winMinor } from '../casino/demoGame.rules.ts';
import { SESSION_TTL_MS } from '../db/sessions.repository.ts';
import { foldUsername } from '../players/username.fold.ts';
import { Prng } from '../sportsbook/prng.ts';
import type { BonusStatus } from './bonusHistory.repository.ts';
import { MoneyDirection, ProcessingStatus, RecordStatus } from './financial.enums.ts';
import { FinancialRecordsRepository } from './financial.repository.ts';

// The demo players' past, so every dashboard page has something to show: deposits and withdrawals
// in each state, bonuses in each state, casino rounds and logins from other devices. The seed's
// notifications tell the same story (demouser's Papara deposit a day ago, vipuser's withdrawal).

/** The migration that made the histories' tables: a database gaining it gets the demo history. */
export const DASHBOARD_HISTORY_MIGRATION = 8;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const { Deposit, Withdraw } = MoneyDirection;

interface SeedRecord {
  hoursAgo: number;
  direction: MoneyDirection;
  amount: number;
  method: string;
  status: RecordStatus;
  processing: ProcessingStatus;
  reference: string | null;
  /** How long the operator or the method took to answer; none while it waits. */
  settledAfterHours?: number;
}

interface SeedBonus {
  hoursAgo: number;
  kind: string;
  amount: number;
  status: BonusStatus;
  validDays: number;
}

interface SeedSession {
  hoursAgo: number;
  /** How long until the player logged out; without it the session ran out its day. */
  loggedOutAfterMinutes?: number;
  userAgent: string;
  address: string;
}

interface SeedRounds {
  seed: number;
  games: readonly string[];
  stakes: readonly number[];
  count: number;
  /** The rounds fall evenly between these. */
  fromHoursAgo: number;
  toHoursAgo: number;
}

interface DemoHistory {
  username: string;
  records: SeedRecord[];
  bonuses: SeedBonus[];
  rounds: SeedRounds;
  sessions: SeedSession[];
}

const userAgents = {
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  android: 'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

const demoHistories: DemoHistory[] = [
  {
    username: 'demouser',
    records: [
      { hoursAgo: 1500, direction: Deposit, amount: 250, method: 'Papara', status: RecordStatus.Confirmed, processing: ProcessingStatus.Completed, reference: 'PPR-7Q2M4K', settledAfterHours: 0.05 },
      { hoursAgo: 700, direction: Deposit, amount: 500, method: 'Kredi Kartı', status: RecordStatus.Rejected, processing: ProcessingStatus.Cancelled, reference: 'CC-51B90E', settledAfterHours: 0.02 },
      { hoursAgo: 400, direction: Deposit, amount: 300, method: 'Mefete', status: RecordStatus.Created, processing: ProcessingStatus.Expired, reference: null, settledAfterHours: 0.5 },
      { hoursAgo: 26, direction: Deposit, amount: 1000, method: 'Papara', status: RecordStatus.Confirmed, processing: ProcessingStatus.Completed, reference: 'PPR-9X4T1D', settledAfterHours: 0.05 },
      { hoursAgo: 20, direction: Withdraw, amount: 400, method: 'Havale/EFT', status: RecordStatus.Pending, processing: ProcessingStatus.Processing, reference: null },
      { hoursAgo: 2, direction: Deposit, amount: 200, method: 'Payfix', status: RecordStatus.Created, processing: ProcessingStatus.Processing, reference: null },
    ],
    bonuses: [
      { hoursAgo: 600, kind: 'freespins', amount: 50, status: 'expired', validDays: 7 },
      { hoursAgo: 50, kind: 'trial', amount: 250, status: 'active', validDays: 7 },
    ],
    rounds: { seed: 1501, games: ['dgt_10101', 'spb_aviator', 'vs25candycascade', '801'], stakes: [1, 2, 5, 10, 20], count: 12, fromHoursAgo: 30, toHoursAgo: 1 },
    sessions: [
      { hoursAgo: 74, loggedOutAfterMinutes: 35, userAgent: userAgents.iPhone, address: '198.51.100.*' },
      { hoursAgo: 27, userAgent: userAgents.windowsChrome, address: '203.0.113.*' },
      { hoursAgo: 6, loggedOutAfterMinutes: 20, userAgent: userAgents.android, address: '198.51.100.*' },
    ],
  },
  {
    username: 'vipuser',
    records: [
      { hoursAgo: 9000, direction: Deposit, amount: 1000, method: 'Papara', status: RecordStatus.Confirmed, processing: ProcessingStatus.Completed, reference: 'PPR-1A8C3F', settledAfterHours: 0.05 },
      { hoursAgo: 2100, direction: Deposit, amount: 25000, method: 'Havale/EFT', status: RecordStatus.Confirmed, processing: ProcessingStatus.Completed, reference: 'EFT-240871', settledAfterHours: 0.4 },
      { hoursAgo: 1400, direction: Deposit, amount: 10000, method: 'Papara', status: RecordStatus.Confirmed, processing: ProcessingStatus.Completed, reference: 'PPR-4H6N2W', settledAfterHours: 0.05 },
      { hoursAgo: 900, direction: Withdraw, amount: 15000, method: 'Havale/EFT', status: RecordStatus.Rejected, processing: ProcessingStatus.Cancelled, reference: null, settledAfterHours: 3 },
      { hoursAgo: 880, direction: Withdraw, amount: 15000, method: 'Havale/EFT', status: RecordStatus.Confirmed, processing: ProcessingStatus.Completed, reference: 'EFT-251340', settledAfterHours: 5 },
      { hoursAgo: 300, direction: Deposit, amount: 5000, method: 'Kripto (USDT)', status: RecordStatus.Confirmed, processing: ProcessingStatus.Completed, reference: 'TRX-0f3a9c71', settledAfterHours: 0.3 },
      { hoursAgo: 31, direction: Withdraw, amount: 12500, method: 'Havale/EFT', status: RecordStatus.Confirmed, processing: ProcessingStatus.Completed, reference: 'EFT-263915', settledAfterHours: 1 },
      { hoursAgo: 4, direction: Deposit, amount: 2500, method: 'Payfix', status: RecordStatus.Cancelled, processing: ProcessingStatus.Cancelled, reference: null, settledAfterHours: 0.2 },
    ],
    bonuses: [
      { hoursAgo: 1400, kind: 'deposit', amount: 2500, status: 'used', validDays: 14 },
      { hoursAgo: 300, kind: 'cashback', amount: 1250, status: 'used', validDays: 7 },
      { hoursAgo: 100, kind: 'freespins', amount: 100, status: 'active', validDays: 7 },
      { hoursAgo: 10, kind: 'loyalty', amount: 500, status: 'active', validDays: 30 },
      { hoursAgo: 4, kind: 'deposit', amount: 1000, status: 'cancelled', validDays: 14 },
    ],
    rounds: { seed: 4825, games: ['801', '2001', 'vs25candycascade', 'spb_aviator', 'dgt_10101'], stakes: [20, 50, 100], count: 16, fromHoursAgo: 8, toHoursAgo: 0.5 },
    sessions: [
      { hoursAgo: 96, loggedOutAfterMinutes: 95, userAgent: userAgents.mac, address: '192.0.2.*' },
      { hoursAgo: 40, loggedOutAfterMinutes: 50, userAgent: userAgents.iPad, address: '192.0.2.*' },
      { hoursAgo: 9, loggedOutAfterMinutes: 130, userAgent: userAgents.windowsEdge, address: '203.0.113.*' },
    ],
  },
];

const CRASH_CASH_OUTS = [1.5, 2, 3] as const;

/** Rounds at even times, their balances counted back from the player's balance now. */
function insertRounds(db: DatabaseSync, playerId: number, rounds: SeedRounds, now: number): void {
  const games = rounds.games
    .map((code) => db.prepare('SELECT id, demo FROM casino_games WHERE game_code = ?').get(code))
    .filter((row) => row !== undefined)
    .map((row) => ({ id: Number(row.id), crash: row.demo === 'crash' }));
  if (games.length === 0) return;
  const random = new Prng(rounds.seed);
  const plays = Array.from({ length: rounds.count }, (_, index) => {
    const game = random.pick(games);
    const stakeMinor = random.pick(rounds.stakes) * 100;
    const outcome = game.crash
      ? { kind: 'crash' as const, ...flyCrash(() => random.next(), random.pick(CRASH_CASH_OUTS)) }
      : { kind: 'slot' as const, ...spinSlot(() => random.next()) };
    const hoursAgo = rounds.fromHoursAgo - ((rounds.fromHoursAgo - rounds.toHoursAgo) * index) / Math.max(1, rounds.count - 1);
    return { game, stakeMinor, winMinor: winMinor(stakeMinor, outcome.multiplier), outcome, at: Math.round(now - hoursAgo * HOUR_MS) };
  });
  let balance = Number(db.prepare('SELECT balance_minor FROM players WHERE id = ?').get(playerId)?.balance_minor ?? 0);
  const insert = db.prepare(
    'INSERT INTO casino_rounds (player_id, game_id, stake_minor, win_minor, outcome, balance_after, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const withBalances = plays.toReversed().map((play) => {
    const after = balance;
    balance = Math.max(0, balance + play.stakeMinor - play.winMinor);
    return { ...play, after };
  });
  for (const play of withBalances.toReversed()) {
    insert.run(playerId, play.game.id, play.stakeMinor, play.winMinor, JSON.stringify(play.outcome), play.after, play.at);
  }
}

/**
 * Writes the demo players' history (financial records, bonuses, casino rounds, past logins); a
 * demo player missing from the database is skipped. Runs in the seed's transaction, and once for a
 * database made before these tables (its players keep what they have; a trial bonus they already
 * got stays the only one).
 */
export function seedDemoHistory(db: DatabaseSync, now = Date.now()): void {
  const financial = new FinancialRecordsRepository(db);
  const insertBonus = db.prepare(
    `INSERT INTO bonuses (player_id, kind, amount_minor, status, granted_at_ms, expires_at_ms)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  const insertSession = db.prepare(
    `INSERT INTO sessions (token_hash, kind, player_id, fingerprint, created_at, expires_at, revoked_at, last_used_at, user_agent, address)
     VALUES (?, 'player', ?, '', ?, ?, ?, ?, ?, ?)`,
  );
  for (const history of demoHistories) {
    const player = db.prepare('SELECT id FROM players WHERE username_key = ?').get(foldUsername(history.username));
    if (!player) continue;
    const playerId = Number(player.id);
    const ago = (hours: number) => Math.round(now - hours * HOUR_MS);
    for (const record of history.records) {
      const createdAt = ago(record.hoursAgo);
      financial.insert({
        playerId,
        direction: record.direction,
        amountMinor: Math.round(record.amount * 100),
        methodId: null,
        methodName: record.method,
        status: record.status,
        processingStatus: record.processing,
        reference: record.reference,
        createdAt,
        updatedAt: createdAt + Math.round((record.settledAfterHours ?? 0) * HOUR_MS),
      });
    }
    for (const bonus of history.bonuses) {
      const grantedAt = ago(bonus.hoursAgo);
      insertBonus.run(playerId, bonus.kind, Math.round(bonus.amount * 100), bonus.status, grantedAt, grantedAt + bonus.validDays * DAY_MS);
    }
    insertRounds(db, playerId, history.rounds, now);
    for (const session of history.sessions) {
      const startedAt = ago(session.hoursAgo);
      const loggedOutAt = session.loggedOutAfterMinutes === undefined ? null : startedAt + session.loggedOutAfterMinutes * 60_000;
      const lastUsedAt = loggedOutAt ?? startedAt + 90 * 60_000;
      // A token nobody holds: only its hash would be stored, and this one is of a token thrown away.
      insertSession.run(hashToken(newToken()), playerId, startedAt, startedAt + SESSION_TTL_MS.player, loggedOutAt, lastUsedAt, session.userAgent, session.address);
    }
  }
}
